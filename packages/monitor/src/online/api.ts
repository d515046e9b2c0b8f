import type { OnlineUser } from '@wp/contract'
import { get, type TableResult, del } from '@wp/kit'

/** One live session (the contract's row). `tokenId` is the public session id. */
export type OnlineSession = OnlineUser

export const listOnline = (params: Record<string, unknown>) =>
  get<TableResult<OnlineSession>>('/monitor/online/list', params).send()
export const forceLogout = (tokenId: string) => del(`/monitor/online/${tokenId}`)
export const batchLogout = (tokenIds: string[]) => del(`/monitor/online/batchLogout/${tokenIds.join(',')}`)
