import { OKR_CYCLE } from '@wp/contract'
import { ResourceScreen } from '@wp/ui'

/** 周期管理: the description's search, columns, dialog and 导出. */
export default function CyclePage() {
  return <ResourceScreen resource={OKR_CYCLE} />
}
