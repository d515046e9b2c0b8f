import { OKR_KR_TYPE, OKR_PROGRESS_STATUS, OKR_ZONE } from './dicts'

/** The progress a graded key result's zone stands for (Puzzle-OKR's zones, on the 0–100 scale §9.10 chose). */
export const ZONE_PROGRESS: Readonly<Record<string, number>> = {
  [OKR_ZONE.NONE]: 0,
  [OKR_ZONE.COMMIT]: 30,
  [OKR_ZONE.TARGET]: 70,
  [OKR_ZONE.STRETCH]: 100,
}

const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * A key result's progress in percent, 0–100: numeric `(current − baseline) / (target − baseline)` clamped (a
 * falling target, baseline above target, works the same way); graded the zone's value; nothing checked in yet → 0.
 */
export function keyResultProgress(kr: {
  krType: string
  baseline?: number | null
  target?: number | null
  currentValue?: number | null
  currentZone?: string | null
}): number {
  if (kr.krType === OKR_KR_TYPE.GRADED) return ZONE_PROGRESS[kr.currentZone ?? OKR_ZONE.NONE] ?? 0
  const { baseline, target, currentValue } = kr
  if (baseline == null || target == null || currentValue == null || target === baseline) return 0
  return round2(Math.min(100, Math.max(0, ((currentValue - baseline) / (target - baseline)) * 100)))
}

/** Σ(value × weight) / Σ weight over the rows (equal weights when none is set; a missing value counts 0); none → 0. */
function weighted(rows: readonly { value: number | null; weight: number | null }[]): number {
  if (!rows.length) return 0
  const weights = rows.map((k) => k.weight ?? 0)
  const total = weights.reduce((a, b) => a + b, 0)
  const sum = rows.reduce((a, k, i) => a + (k.value ?? 0) * (total > 0 ? weights[i] : 1), 0)
  return round2(sum / (total > 0 ? total : rows.length))
}

/** An objective's progress: Σ(KR progress × KR weight) / Σ weight (equal weights when none is set); no KR → 0. */
export function objectiveProgress(krs: readonly { progressPercent: number | null; weight: number | null }[]): number {
  return weighted(krs.map((k) => ({ value: k.progressPercent, weight: k.weight })))
}

/** An objective's score at the end of its cycle (0–100): the key results' scores weighted the same way. */
export function objectiveScore(krs: readonly { score: number | null; weight: number | null }[]): number {
  return weighted(krs.map((k) => ({ value: k.score, weight: k.weight })))
}

/** A score from which an objective counts as achieved (0–100 scale: Google's 0.7). */
export const OKR_ACHIEVED_SCORE = 70

/** The status a confidence 0–10 suggests: ≥ 7 正常, 4–6 风险, below 4 延期; none → 暂无. */
export function statusOfConfidence(confidence: number | null | undefined): string {
  if (confidence == null) return OKR_PROGRESS_STATUS.NONE
  if (confidence >= 7) return OKR_PROGRESS_STATUS.NORMAL
  if (confidence >= 4) return OKR_PROGRESS_STATUS.RISK
  return OKR_PROGRESS_STATUS.DELAYED
}
