import { MONITOR_PERMISSIONS } from '@wp/contract'
import { ListScreen, type ScreenContext } from '@wp/ui'
import { batchLogout, forceLogout, listOnline, type OnlineSession } from './api'

const logout = async (screen: ScreenContext<OnlineSession>, rows: readonly OnlineSession[]) => {
  if (rows.length === 1) await forceLogout(rows[0].tokenId)
  else await batchLogout(rows.map((r) => r.tokenId))
  screen.message.success('强退成功')
  await screen.reload()
}

/** 在线用户 (component path monitor/online/index): live sessions, paged here; 强退 ends one at once. */
export default function OnlinePage() {
  return (
    <ListScreen<OnlineSession>
      name="online"
      rowKey="tokenId"
      perms={MONITOR_PERMISSIONS.online}
      load={listOnline}
      clientPaging
      search={[
        { name: 'ipaddr', label: '登录地址', testId: 'online-search-ipaddr' },
        { name: 'userName', label: '用户名称', testId: 'online-search-user' },
      ]}
      columns={[
        {
          key: 'index',
          title: '序号',
          width: 70,
          render: (_, __, i, { query }) => (query.pageNum - 1) * query.pageSize + i + 1,
        },
        { key: 'tokenId', title: '会话编号' },
        { key: 'userName', title: '登录名称' },
        { key: 'deptName', title: '部门名称' },
        { key: 'ipaddr', title: '主机' },
        { key: 'loginLocation', title: '登录地点' },
        { key: 'browser', title: '浏览器' },
        { key: 'os', title: '操作系统' },
        { key: 'loginTime', title: '登录时间', width: 170, time: true },
      ]}
      actionsWidth={100}
      toolbar={(screen) => [
        {
          perm: MONITOR_PERMISSIONS.online.batchLogout,
          label: '批量强退',
          danger: true,
          disabled: !screen.selected.length,
          confirm: '确认执行该操作？',
          testId: 'online-batch-logout',
          onClick: () => logout(screen, screen.selected),
        },
      ]}
      rowActions={(row, screen) => [
        {
          perm: MONITOR_PERMISSIONS.online.forceLogout,
          label: '强退',
          danger: true,
          confirm: `是否确认强退名称为"${row.userName}"的用户？`,
          testId: 'online-force-logout',
          onClick: () => logout(screen, [row]),
        },
      ]}
    />
  )
}
