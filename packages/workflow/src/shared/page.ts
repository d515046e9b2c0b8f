import type { FlowPage } from '@wp/contract'
import type { ApiResult } from '@wp/kit'

/** RuoYi-flowable's lists answer a MyBatis-Plus page in `data`; the list screens read `{ rows, total }`. */
export function pageRows<T>(res: ApiResult<FlowPage<T>>): { rows: T[]; total: number } {
  return { rows: res.data?.records ?? [], total: res.data?.total ?? 0 }
}
