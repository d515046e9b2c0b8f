import { useSession } from '@wp/kit'
import { passwordChangeFields, type PasswordChangeField } from './passwordRules'

/** The password change's fields for the signed-in user: the configured policy (`sys.account.chrtype`) and their name. */
export function usePasswordChangeFields(): PasswordChangeField[] {
  const chrtype = useSession((s) => s.pwdChrtype)
  const userName = useSession((s) => s.user?.userName)
  return passwordChangeFields(chrtype, userName)
}
