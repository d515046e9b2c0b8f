import { Progress, Tag, Tooltip } from 'antd'

const LIGHTS: Record<string, { color: string; label: string }> = {
  '0': { color: '#52c41a', label: '绿：按计划推进' },
  '1': { color: '#faad14', label: '黄：有节点延期或进度落后 10–20 个百分点' },
  '2': { color: '#f5222d', label: '红：里程碑逾期超过 30 天或进度落后超过 20 个百分点' },
}

/** The project's RAG light as a dot with its meaning. */
export function HealthDot({ health }: { health: string | null | undefined }) {
  const light = health ? LIGHTS[health] : undefined
  if (!light) return <span style={{ color: '#999' }}>—</span>
  return (
    <Tooltip title={light.label}>
      <span
        data-testid={`health-${health}`}
        role="img"
        aria-label={light.label}
        style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 6, background: light.color }}
      />
    </Tooltip>
  )
}

/** Actual progress against plan progress. */
export function ProgressBar({ progress, planned }: { progress: number; planned?: number | null }) {
  return (
    <Tooltip title={planned == null ? undefined : `计划进度 ${planned}%`}>
      <Progress
        percent={progress}
        size="small"
        aria-label={planned == null ? '实际进度' : `实际进度（计划 ${planned}%）`}
        success={planned == null ? undefined : { percent: 0 }}
      />
    </Tooltip>
  )
}

export function OverdueTag({ overdue, label = '逾期' }: { overdue: boolean | null | undefined; label?: string }) {
  return overdue ? <Tag color="red">{label}</Tag> : null
}
