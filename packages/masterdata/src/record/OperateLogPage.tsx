import { MDM_OPLOG } from '@wp/contract'
import { ResourceScreen } from '@wp/ui'

/** 操作日志 (`/masterdata/maintenance/operatelog`): who changed which fields of which record, from what to what, when, through what. */
export default function OperateLogPage() {
  return (
    <ResourceScreen resource={MDM_OPLOG} columns={{ beforeData: { hidden: false }, afterData: { hidden: false } }} />
  )
}
