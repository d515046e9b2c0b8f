import { SYSTEM_PERMISSIONS } from '@wp/contract'
import { ListScreen } from '@wp/ui'
import { cleanOperLogs, deleteOperLogs, exportOperLogs, listOperLogs, type OperLog } from './api'
import { OperlogDetail } from './OperlogDetail'

/** 操作日志 (component path system/operlog/index): newest first, sortable by time and duration. */
export default function OperlogPage() {
  return (
    <ListScreen<OperLog>
      name="operlog"
      rowKey="operId"
      perms={SYSTEM_PERMISSIONS.operlog}
      columnsKey="system-operlog-columns"
      load={listOperLogs}
      defaultSort={{ orderByColumn: 'operTime', isAsc: 'descending' }}
      dateRange="操作时间"
      search={[
        { name: 'title', label: '系统模块', testId: 'operlog-search-title' },
        { name: 'operName', label: '操作人员' },
        { name: 'businessType', label: '类型', dict: 'sys_oper_type', placeholder: '操作类型' },
        { name: 'status', label: '状态', dict: 'sys_common_status', placeholder: '操作状态' },
      ]}
      columns={[
        { key: 'operId', title: '日志编号', width: 90 },
        { key: 'title', title: '系统模块' },
        { key: 'businessType', title: '操作类型', width: 100, dict: 'sys_oper_type' },
        { key: 'operName', title: '操作人员', width: 110 },
        { key: 'deptName', title: '部门' },
        { key: 'operIp', title: '操作地址', width: 130 },
        { key: 'status', title: '操作状态', width: 90, dict: 'sys_common_status' },
        { key: 'operTime', title: '操作日期', width: 170, time: true, sorter: true },
        { key: 'costTime', title: '消耗时间', width: 110, sorter: true, render: (v) => `${Number(v ?? 0)}毫秒` },
      ]}
      actionsWidth={90}
      remove={(rows) => deleteOperLogs(rows.map((r) => r.operId))}
      removeFrom="toolbar"
      clean={{ confirm: '是否确认清空所有操作日志数据项？', action: cleanOperLogs }}
      exportFile={exportOperLogs}
      detail={{ title: '操作日志详细', render: (log) => <OperlogDetail log={log} /> }}
    />
  )
}
