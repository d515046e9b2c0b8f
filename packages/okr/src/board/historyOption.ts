import type { OkrCheckinRow } from '@wp/contract'

/**
 * The check-in history of a key result as a small line chart: progress (0–100, left axis) and confidence (0–10,
 * right axis) over time, oldest first (the list answers newest first).
 */
export function historyOption(rows: readonly OkrCheckinRow[]) {
  const ordered = [...rows].reverse()
  return {
    animation: false,
    grid: { left: 40, right: 36, top: 24, bottom: 28 },
    tooltip: { trigger: 'axis' as const },
    xAxis: { type: 'category' as const, data: ordered.map((r) => String(r.createTime).slice(5, 16)) },
    yAxis: [
      { type: 'value' as const, min: 0, max: 100, name: '进度%' },
      { type: 'value' as const, min: 0, max: 10, name: '信心', splitLine: { show: false } },
    ],
    series: [
      { name: '进度', type: 'line' as const, data: ordered.map((r) => r.progressPercent), smooth: true },
      {
        name: '信心',
        type: 'line' as const,
        yAxisIndex: 1,
        data: ordered.map((r) => r.confidence),
        step: 'end' as const,
      },
    ],
  }
}
