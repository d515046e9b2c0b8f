import type { Completeness } from '@wp/contract'
import { Card, Progress, Space, Tag, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { api } from '../shared/api'

/** 完整度 of a model's live records: overall, each field's share filled, and each source's own share. */
export function CompletenessCard({ modelId }: { modelId: number }) {
  const [c, setC] = useState<Completeness>()
  useEffect(() => {
    setC(undefined)
    void api.completeness(modelId).then(setC)
  }, [modelId])
  return (
    <Card size="small" loading={!c} title="完整度" data-testid="mdm-completeness">
      {c && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Progress
              type="circle"
              size={56}
              percent={c.percent}
              aria-label="完整度"
              data-testid="completeness-percent"
            />
            <Typography.Text type="secondary">{c.total} 条有效记录</Typography.Text>
          </Space>
          <div>
            字段：
            {c.fields.map((f) => (
              <Tag key={f.field} color={f.percent === 100 ? 'success' : f.percent >= 60 ? 'warning' : 'error'}>
                {f.label} {f.percent}%
              </Tag>
            ))}
          </div>
          {c.sources.length > 0 && (
            <div data-testid="completeness-sources">
              来源：
              {c.sources.map((s) => (
                <Tag key={s.source} color="blue">
                  {s.sourceName}：{s.records} 条，字段填充 {s.percent}%
                </Tag>
              ))}
            </div>
          )}
        </Space>
      )}
    </Card>
  )
}
