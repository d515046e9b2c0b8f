import { OPER_LOG } from '@wp/contract'
import { ResourceScreen } from '@wp/ui'
import { OperlogDetail } from './OperlogDetail'

/** 操作日志 (component path system/operlog/index), drawn from `OPER_LOG`: newest first, sortable by time and duration. */
export default function OperlogPage() {
  return (
    <ResourceScreen
      resource={OPER_LOG}
      defaultSort={{ orderByColumn: 'operTime', isAsc: 'descending' }}
      columns={{ costTime: { render: (v) => `${Number(v ?? 0)}毫秒` } }}
      removeFrom="toolbar"
      detail={{ title: '操作日志详细', render: (log) => <OperlogDetail log={log} /> }}
    />
  )
}
