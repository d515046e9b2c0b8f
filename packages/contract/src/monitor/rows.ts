/** The rows 系统监控 sends, as the browser reads them (dates as `yyyy-MM-dd HH:mm:ss` text). */

/** A live session on the online-users screen. `tokenId` is its public id, never the token. */
export interface OnlineUser {
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
