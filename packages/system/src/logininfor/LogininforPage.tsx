import { UnlockOutlined } from '@ant-design/icons'
import { SYSTEM_PERMISSIONS } from '@wp/contract'
import { ListScreen } from '@wp/ui'
import { cleanLoginLogs, deleteLoginLogs, exportLoginLogs, listLoginLogs, unlockUser, type LoginLog } from './api'

/** 登录日志 (component path system/logininfor/index); 解锁 lifts the lock of the selected row's user. */
export default function LogininforPage() {
  return (
    <ListScreen<LoginLog>
      name="logininfor"
      rowKey="infoId"
      perms={SYSTEM_PERMISSIONS.logininfor}
      columnsKey="system-logininfor-columns"
      load={listLoginLogs}
      dateRange="登录时间"
      search={[
        { name: 'ipaddr', label: '登录地址', testId: 'logininfor-search-ipaddr' },
        { name: 'userName', label: '用户名称', testId: 'logininfor-search-user' },
        { name: 'status', label: '状态', dict: 'sys_common_status', placeholder: '登录状态' },
      ]}
      columns={[
        { key: 'infoId', title: '访问编号', width: 90 },
        { key: 'userName', title: '用户名称' },
        { key: 'ipaddr', title: '登录地址' },
        { key: 'loginLocation', title: '登录地点' },
        { key: 'browser', title: '浏览器' },
        { key: 'os', title: '操作系统' },
        { key: 'status', title: '登录状态', width: 90, dict: 'sys_common_status' },
        { key: 'msg', title: '操作信息' },
        { key: 'loginTime', title: '登录日期', width: 170, time: true },
      ]}
      remove={(rows) => deleteLoginLogs(rows.map((r) => r.infoId))}
      removeFrom="toolbar"
      clean={{ confirm: '是否确认清空所有登录日志数据项？', action: cleanLoginLogs }}
      exportFile={exportLoginLogs}
      toolbar={({ selected, message }) => [
        {
          perm: SYSTEM_PERMISSIONS.logininfor.unlock,
          label: '解锁',
          icon: <UnlockOutlined />,
          disabled: selected.length !== 1,
          confirm: `是否确认解锁用户"${selected[0]?.userName ?? ''}"数据项？`,
          testId: 'logininfor-unlock',
          onClick: async () => {
            await unlockUser(selected[0].userName)
            message.success(`用户${selected[0].userName}解锁成功`)
          },
        },
      ]}
    />
  )
}
