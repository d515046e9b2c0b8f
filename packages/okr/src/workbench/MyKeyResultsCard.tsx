import { Card } from 'antd'
import MyKeyResults from './MyKeyResults'

/** 我的关键结果: the workbench card (data-testid `workbench-okr-mine`). */
export default function MyKeyResultsCard() {
  return (
    <Card title="我的关键结果" size="small" data-testid="workbench-okr-mine">
      <MyKeyResults />
    </Card>
  )
}
