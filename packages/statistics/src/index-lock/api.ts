import { STAT_ENDPOINTS, type StatIndexRow, type StatKind, type StatLockChange, type StatLockState } from '@wp/contract'
import { get, post, type ApiResult } from '@wp/kit'

export const listIndexes = async (kind: StatKind) =>
  ((await get<ApiResult<StatIndexRow[]>>(STAT_ENDPOINTS.indexList, { kind })).data ?? []) as StatIndexRow[]

export const lockStates = async (indexIds: number[], orgId: number | undefined, periodKey: string | undefined) =>
  ((
    await get<ApiResult<StatLockState[]>>(STAT_ENDPOINTS.locks, {
      indexIds: indexIds.join(','),
      ...(orgId ? { orgId } : {}),
      ...(periodKey ? { periodKey } : {}),
    })
  ).data ?? []) as StatLockState[]

/** Locks or unlocks one indicator for an organisation (or all) and a period (or all); unlocking needs a reason. */
export const changeLock = (change: StatLockChange) => post<ApiResult>(STAT_ENDPOINTS.indexEdit, change).send()
