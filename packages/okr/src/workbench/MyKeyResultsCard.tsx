import type { WorkbenchCardProps } from '@wp/kit'
import MyKeyResults from './MyKeyResults'

/** 我的关键结果: the workbench card's content (the layout's frame carries data-testid `workbench-okr-mine`). */
export default function MyKeyResultsCard({ Frame }: WorkbenchCardProps) {
  return (
    <Frame>
      <MyKeyResults />
    </Frame>
  )
}
