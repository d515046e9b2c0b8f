import { get, post, put, type ApiResult, type TableResult, del } from '@wp/kit'
import type { NoticeRow } from '@wp/contract'
export type { NoticeRow }

export type NoticeInput = Omit<NoticeRow, 'noticeId' | 'createBy' | 'createTime'> & { noticeId?: number }

export const listNotices = (params: Record<string, unknown>) =>
  get<TableResult<NoticeRow>>('/system/notice/list', params).send()
export const getNotice = async (noticeId: number) =>
  (await get<ApiResult<NoticeRow>>(`/system/notice/${noticeId}`)).data as NoticeRow
export const addNotice = (input: NoticeInput) => post<ApiResult>('/system/notice', input).send()
export const editNotice = (input: NoticeInput) => put<ApiResult>('/system/notice', input).send()
export const deleteNotices = (ids: number[]) => del(`/system/notice/${ids.join(',')}`)

/** A notice as the workbench lists it. */
export type LatestNotice = Pick<NoticeRow, 'noticeId' | 'noticeTitle' | 'noticeType' | 'createTime'> & {
  createBy?: string
}

/** The newest notices for the workbench (every signed-in user may read them). */
export async function getLatestNotices(): Promise<LatestNotice[]> {
  const res = await get<ApiResult<LatestNotice[]>>('/system/homePage/getLatestArticles')
  return Array.isArray(res.data) ? res.data : []
}
