import { Alert, List, Typography } from 'antd'
import type { DesignProblem } from './validate'

/** The checks' findings; clicking one selects its element on the canvas. */
export function ProblemList({
  problems,
  onPick,
}: {
  problems: readonly DesignProblem[]
  onPick: (id: string) => void
}) {
  return (
    <Alert
      type="error"
      style={{ marginTop: 8 }}
      message={`流程校验未通过（${problems.length}）`}
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
