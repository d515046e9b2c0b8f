import { get, post, type ApiResult, type TableResult } from '@wp/kit'
import type { NoticeRow } from '@wp/contract'
export type { NoticeRow }

/** A notice as the workbench lists it. */
export type LatestNotice = Pick<NoticeRow, 'noticeId' | 'noticeTitle' | 'noticeType' | 'createTime'> & {
  createBy?: string
}

/** The newest notices for the workbench (every signed-in user may read them). */
export async function getLatestNotices(): Promise<LatestNotice[]> {
  const res = await get<ApiResult<LatestNotice[]>>('/system/homePage/getLatestArticles')
  return Array.isArray(res.data) ? res.data : []
}

/** A notice as the header bell lists it: the newest open ones, each with whether the user has read it. */
export type BellNotice = LatestNotice & { isRead: boolean }

/** The bell's list and the user's count of unread open notices. Quiet: the bell shows its own error state. */
export async function listTopNotices(): Promise<{ notices: BellNotice[]; unreadCount: number }> {
  const res = await get<ApiResult<BellNotice[]> & { unreadCount?: number }>('/system/notice/listTop', undefined, {
    meta: { quiet: true },
  })
  const notices = Array.isArray(res.data) ? res.data.map((n) => ({ ...n, isRead: Boolean(n.isRead) })) : []
  return { notices, unreadCount: Number(res.unreadCount) || 0 }
}

export const markNoticeRead = (noticeId: number) =>
  post<ApiResult>('/system/notice/markRead', undefined, { params: { noticeId }, repeatSubmit: false }).send()
export const markNoticesRead = (ids: readonly number[]) =>
  post<ApiResult>('/system/notice/markReadAll', undefined, {
    params: { ids: ids.join(',') },
    repeatSubmit: false,
  }).send()

/** One open notice with its (server-cleaned) content, readable by every signed-in user. */
export const viewNotice = async (noticeId: number) =>
  (await get<ApiResult<NoticeRow>>(`/system/notice/view/${noticeId}`)).data as NoticeRow

/** A user who has read a notice (阅读用户). */
export interface NoticeReader {
  userId: number
  userName: string
  nickName: string
  deptName?: string | null
  phonenumber?: string | null
  readTime: string
}

export const listNoticeReaders = (params: {
  noticeId: number
  pageNum: number
  pageSize: number
  searchValue?: string
}) => get<TableResult<NoticeReader>>('/system/notice/readUsers/list', params).send()
