import { get, type ApiResult } from '@wp/kit'

export interface LatestArticle {
  noticeId: number
  noticeTitle: string
  /** sys_notice_type: 1 通知, 2 公告 */
  noticeType: string
  createBy?: string
  createTime?: string
}

export async function getLatestArticles(): Promise<LatestArticle[]> {
  const res = await get<ApiResult<LatestArticle[]>>('/system/homePage/getLatestArticles')
  return Array.isArray(res.data) ? res.data : []
}
