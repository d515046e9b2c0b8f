import { Alert, List, Typography } from 'antd'
import type { DesignProblem } from './validate'

/** The checks' findings (or, `warning`, what deploys but is likely not meant); clicking one selects its element. */
export function ProblemList({
  problems,
  onPick,
  warning = false,
}: {
  problems: readonly DesignProblem[]
  onPick: (id: string) => void
  warning?: boolean
}) {
  return (
    <Alert
      type={warning ? 'warning' : 'error'}
      style={{ marginTop: 8 }}
      data-testid={warning ? 'designer-warnings' : undefined}
      message={warning ? `请注意（${problems.length}）` : `流程校验未通过（${problems.length}）`}
      description={
        <List
          size="small"
          data-testid="designer-problems"
          dataSource={problems as DesignProblem[]}
          renderItem={(p) => (
            <List.Item data-testid="designer-problem" style={{ padding: '2px 0' }}>
              {p.elementId ? (
                <Typography.Link onClick={() => onPick(p.elementId as string)}>{p.message}</Typography.Link>
              ) : (
                p.message
              )}
            </List.Item>
          )}
        />
      }
    />
  )
}
