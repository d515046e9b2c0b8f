import { checkNewPassword, PASSWORD_CHRTYPE_CONFIG_KEY } from '@wp/contract'
import type { AppContext } from '../../context'
import { ServiceError } from '../../http/errors'
import { getConfigValue } from '../config/service'

/** Why the configured rule (`sys.account.chrtype`, the contract's `checkNewPassword`) refuses a new password, or null. */
export const passwordRefusal = async (ctx: AppContext, password: string) =>
  checkNewPassword(password, await getConfigValue(ctx, PASSWORD_CHRTYPE_CONFIG_KEY))

/** Refuses (400, with the rule's message) a new password the configured rule does not allow. */
export async function assertPasswordAllowed(ctx: AppContext, password: string) {
  const refusal = await passwordRefusal(ctx, password)
  if (refusal) throw new ServiceError(refusal, 400)
}
