import type { OkrCycleRow } from '@wp/contract'
import { useEffect, useState } from 'react'
import { loadCycles } from '../api'

/** The cycles, and the one chosen (at first the one in progress, else the newest). */
export function useCycle() {
  const [cycles, setCycles] = useState<OkrCycleRow[]>([])
  const [cycleId, setCycleId] = useState<number>()
  useEffect(() => {
    void loadCycles().then((rows) => {
      setCycles(rows)
      setCycleId((rows.find((c) => c.cycleStatus === '2') ?? rows[0])?.cycleId)
    })
  }, [])
  return { cycles, cycleId, setCycleId }
}
