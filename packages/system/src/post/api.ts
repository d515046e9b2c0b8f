import { download, get, post, put, type ApiResult, type TableResult, del } from '@wp/kit'
import type { PostRow } from '@wp/contract'
export type { PostRow }

export type PostInput = Omit<PostRow, 'postId' | 'createTime'> & { postId?: number }

export const listPosts = (params: Record<string, unknown>) =>
  get<TableResult<PostRow>>('/system/post/list', params).send()
export const getPost = async (postId: number) =>
  (await get<ApiResult<PostRow>>(`/system/post/${postId}`)).data as PostRow
export const addPost = (input: PostInput) => post<ApiResult>('/system/post', input).send()
export const editPost = (input: PostInput) => put<ApiResult>('/system/post', input).send()
export const deletePosts = (ids: number[]) => del(`/system/post/${ids.join(',')}`)
export const exportPosts = (params: Record<string, unknown>) =>
  download('/system/post/export', params, `post_${Date.now()}.xlsx`)
