import { KeyOutlined, UploadOutlined, UserAddOutlined } from '@ant-design/icons'
import { SYSTEM_PERMISSIONS } from '@wp/contract'
import { useSession } from '@wp/kit'
import { ListScreen, statusColumn, TreeFilter, treeChoices, type TreeCheckNode } from '@wp/ui'
import { useEffect, useMemo, useState } from 'react'
import {
  changeUserStatus,
  deleteUsers,
  exportUsers,
  listUsersWithBindings,
  userDeptTree,
  type UserEditor,
  type UserRowWithBinding,
} from './api'
import { ImportDialog } from './ImportDialog'
import { userExportParams, type UserFormValues } from './params'
import { userDialog } from './userDialog'
import { ResetPwdDialog } from './ResetPwdDialog'

const P = SYSTEM_PERMISSIONS.user
/** 用户管理 (component path system/user/index): the users of the department chosen in the tree beside them. */
export default function UserPage() {
  const chrtype = useSession((s) => s.pwdChrtype)
  const [depts, setDepts] = useState<TreeCheckNode[]>([])
  const deptChoices = useMemo(() => treeChoices(depts), [depts])
  const [resetting, setResetting] = useState<UserRowWithBinding | null>(null)
  const [importing, setImporting] = useState(false)
  useEffect(() => void userDeptTree().then(setDepts, () => undefined), [])

  return (
    <ListScreen<UserRowWithBinding, UserFormValues, UserEditor>
      name="user"
      rowKey="userId"
      perms={P}
      columnsKey="system-user-columns"
      load={listUsersWithBindings}
      dateRange="创建时间"
      locked={(row) => row.userId === 1}
      aside={(screen) => (
        <TreeFilter
          noun="部门名称"
          data-testid="user-dept-filter"
          nodes={deptChoices}
          value={screen.query.filters.deptId as number | undefined}
          onChange={(deptId) => screen.filter({ deptId })}
        />
      )}
      search={[
        { name: 'userName', label: '用户名称', testId: 'user-search-name' },
        { name: 'phonenumber', label: '手机号码' },
        { name: 'status', label: '状态', dict: 'sys_normal_disable', placeholder: '用户状态' },
        { name: 'deptId', label: '部门', hidden: true },
      ]}
      columns={[
        { key: 'userId', title: '用户编号', width: 90 },
        { key: 'userName', title: '用户名称' },
        { key: 'nickName', title: '用户昵称' },
        { key: 'deptName', title: '部门', dataIndex: ['dept', 'deptName'] },
        { key: 'phonenumber', title: '手机号码', width: 120 },
        { key: 'dingName', title: '钉钉', width: 110, render: (v) => (v ? String(v) : '未绑定') },
        statusColumn(P.edit, '用户', 'userName', (r, s) => changeUserStatus(r.userId, s)),
        { key: 'createTime', title: '创建时间', width: 170, time: true },
      ]}
      actionsWidth={200}
      remove={(rows) => deleteUsers(rows.map((r) => r.userId))}
      exportFile={(params, visible) => exportUsers(userExportParams(params, visible))}
      toolbar={() => [
        {
          perm: P.import,
          label: '导入',
          icon: <UploadOutlined />,
          testId: 'user-import',
          onClick: () => setImporting(true),
        },
      ]}
      rowActions={(row, { go }) => [
        { perm: P.resetPwd, label: '重置密码', icon: <KeyOutlined />, more: true, onClick: () => setResetting(row) },
        {
          perm: P.edit,
          label: '分配角色',
          icon: <UserAddOutlined />,
          more: true,
          onClick: () => go(`/system/user-auth/role/${row.userId}`),
        },
      ]}
      dialog={userDialog(depts, chrtype)}
    >
      {(screen) => (
        <>
          <ResetPwdDialog user={resetting} chrtype={chrtype} onClose={() => setResetting(null)} />
          <ImportDialog open={importing} onClose={() => setImporting(false)} onImported={screen.reload} />
        </>
      )}
    </ListScreen>
  )
}
