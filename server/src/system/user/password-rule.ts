import { checkNewPassword, PASSWORD_CHRTYPE_CONFIG_KEY } from '@wp/contract'
import type { AppContext } from '../../context'
import { ServiceError } from '../../http/errors'
import { getConfigValue } from '../config/service'

/**
 * Why the rule refuses a new password for the account `userName`, or null: the contract's `checkNewPassword` with
 * the configured `sys.account.chrtype` (the browser applies the same function).
 */
export const passwordRefusal = async (ctx: AppContext, password: string, userName?: string | null) =>
  checkNewPassword(password, await getConfigValue(ctx, PASSWORD_CHRTYPE_CONFIG_KEY), { userName })

/** Refuses (400, with the rule's message) a new password the rule does not allow for `userName`. */
export async function assertPasswordAllowed(ctx: AppContext, password: string, userName?: string | null) {
  const refusal = await passwordRefusal(ctx, password, userName)
  if (refusal) throw new ServiceError(refusal, 400)
}
