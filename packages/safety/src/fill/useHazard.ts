import type { HazardProgress, HazardRow } from '@wp/contract'
import { usePageQuery } from '@wp/ui'
import { useCallback, useEffect, useState } from 'react'
import { loadDelay, loadHazard, loadProgress } from '../api'

/** The hazard of the page's `?id=` (or, from a delay's todo link, `?delayId=`), its progress, and a reload. */
export function useHazard(idProp?: number) {
  const params = usePageQuery()
  const queryId = params.get('id')
  const delayId = params.get('delayId')
  const [fromDelay, setFromDelay] = useState<number | null>(null)
  const id = idProp ?? (queryId ? Number(queryId) : fromDelay)
  const [hazard, setHazard] = useState<HazardRow | null>(null)
  const [progress, setProgress] = useState<HazardProgress | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!queryId && delayId)
      void loadDelay(Number(delayId)).then(
        (d) => setFromDelay(d.hazardId),
        () => setFailed(true),
      )
  }, [queryId, delayId])
  const reload = useCallback(async () => {
    if (id === null || !Number.isInteger(id)) return
    try {
      const [h, p] = await Promise.all([loadHazard(id), loadProgress(id)])
      setHazard(h)
      setProgress(p)
    } catch {
      setFailed(true)
    }
  }, [id])
  useEffect(() => void reload(), [reload])
  return { id, hazard, progress, reload, failed: failed || (id === null && !delayId) || Number.isNaN(id) }
}

/** Comma-joined addresses ↔ the upload widgets' lists. */
export const urlsOf = (v: string | null | undefined) => (v ? v.split(',').filter(Boolean) : [])
export const joined = (v: readonly string[] | undefined) => (v?.length ? v.join(',') : null)
