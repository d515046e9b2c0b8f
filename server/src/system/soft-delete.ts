import type { AppContext } from '../context'

/**
 * What a soft delete writes on the family's tables that keep their deleted rows (users, roles, departments):
 * `del_flag` 2, and who deleted them when.
 */
export function softDeleted(ctx: AppContext, by: string) {
  return { delFlag: '2', updateBy: by, updateTime: ctx.clock.now() } as const
}
