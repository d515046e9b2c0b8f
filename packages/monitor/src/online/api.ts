import { get, type TableResult, del } from '@wp/kit'

/** One live session. `tokenId` is the public session id. */
export interface OnlineSession {
  tokenId: string
  userId?: number
  userName: string
  deptName?: string | null
  ipaddr?: string | null
  loginLocation?: string | null
  browser?: string | null
  os?: string | null
  loginTime?: string | null
  lastAccessTime?: string | null
  expireTime?: string | null
}

export const listOnline = (params: Record<string, unknown>) =>
  get<TableResult<OnlineSession>>('/monitor/online/list', params).send()
export const forceLogout = (tokenId: string) => del(`/monitor/online/${tokenId}`)
export const batchLogout = (tokenIds: string[]) => del(`/monitor/online/batchLogout/${tokenIds.join(',')}`)
