import { KeyOutlined, UploadOutlined, UserAddOutlined } from '@ant-design/icons'
import { SYSTEM_PERMISSIONS } from '@wp/contract'
import { rules, toFormRule, useSession } from '@wp/kit'
import { ListScreen, treeChoices, type TreeCheckNode } from '@wp/ui'
import { useEffect, useState } from 'react'
import {
  addUser,
  changeUserStatus,
  deleteUsers,
  editUser,
  exportUsers,
  getUserEditor,
  listUsers,
  userDeptTree,
  type UserEditor,
  type UserRow,
} from './api'
import { DeptFilter } from './DeptFilter'
import { ImportDialog } from './ImportDialog'
import { passwordCheck, userBody, userExportParams, type UserFormValues } from './params'
import { ResetPwdDialog } from './ResetPwdDialog'

const P = SYSTEM_PERMISSIONS.user
const adding = ({ mode }: { mode: 'add' | 'edit' }) => mode === 'add'
const options = <T,>(
  items: readonly T[] | undefined,
  value: (t: T) => number,
  label: (t: T) => string,
  off: (t: T) => boolean,
) => (items ?? []).map((t) => ({ value: value(t), label: label(t), disabled: off(t) }))

/** 用户管理 (component path system/user/index): the users of the department chosen in the tree beside them. */
export default function UserPage() {
  const chrtype = useSession((s) => s.pwdChrtype)
  const [depts, setDepts] = useState<TreeCheckNode[]>([])
  const [resetting, setResetting] = useState<UserRow | null>(null)
  const [importing, setImporting] = useState(false)
  useEffect(() => void userDeptTree().then(setDepts, () => undefined), [])

  return (
    <ListScreen<UserRow, UserFormValues, UserEditor>
      name="user"
      rowKey="userId"
      perms={P}
      columnsKey="system-user-columns"
      load={listUsers}
      dateRange="创建时间"
      locked={(row) => row.userId === 1}
      aside={(screen) => (
        <DeptFilter
          depts={depts}
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
        {
          key: 'status',
          title: '状态',
          width: 90,
          toggle: {
            perm: P.edit,
            noun: '用户',
            name: (r) => r.userName,
            change: (r, s) => changeUserStatus(r.userId, s),
          },
        },
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
      dialog={{
        noun: '用户',
        width: 640,
        defaults: { sex: '0', status: '0', roleIds: [], postIds: [] },
        load: async (row) => {
          const editor = await getUserEditor(row?.userId)
          const u = editor.data
          const values = u && {
            ...u,
            deptId: u.deptId ?? undefined,
            phonenumber: u.phonenumber ?? '',
            email: u.email ?? '',
            sex: u.sex ?? '0',
            remark: u.remark ?? '',
            roleIds: editor.roleIds ?? [],
            postIds: editor.postIds ?? [],
          }
          return { values, data: editor }
        },
        save: (values, row) => (row ? editUser(userBody(values, row.userId)) : addUser(userBody(values))),
        fields: [
          {
            name: 'nickName',
            label: '用户昵称',
            span: 12,
            required: true,
            max: 30,
            maxLength: 30,
            testId: 'user-nick-name',
          },
          {
            name: 'deptId',
            label: '归属部门',
            span: 12,
            kind: 'tree-select',
            tree: () => treeChoices(depts),
            testId: 'user-dept',
          },
          {
            name: 'phonenumber',
            label: '手机号码',
            span: 12,
            rules: [rules.phone],
            maxLength: 11,
            testId: 'user-phone',
          },
          {
            name: 'email',
            label: '邮箱',
            span: 12,
            rules: [rules.email],
            max: 50,
            maxLength: 50,
            testId: 'user-email',
          },
          {
            name: 'userName',
            label: '用户名称',
            span: 12,
            visible: adding,
            required: true,
            rules: [rules.lengthRange(2, 20)],
            maxLength: 30,
            testId: 'user-user-name',
          },
          {
            name: 'password',
            label: '用户密码',
            span: 12,
            kind: 'password',
            visible: adding,
            required: true,
            rules: [toFormRule(passwordCheck(chrtype))],
            maxLength: 20,
            testId: 'user-password',
          },
          { name: 'sex', label: '用户性别', span: 12, kind: 'select', dict: 'sys_user_sex' },
          { name: 'status', label: '状态', span: 12, kind: 'radio', dict: 'sys_normal_disable' },
          {
            name: 'postIds',
            label: '岗位',
            span: 12,
            kind: 'multi-select',
            testId: 'user-posts',
            options: ({ data }) =>
              options(
                data?.posts,
                (p) => p.postId,
                (p) => p.postName,
                (p) => p.status === '1',
              ),
          },
          {
            name: 'roleIds',
            label: '角色',
            span: 12,
            kind: 'multi-select',
            testId: 'user-roles',
            options: ({ data }) =>
              options(
                data?.roles,
                (r) => r.roleId,
                (r) => r.roleName,
                (r) => r.status === '1',
              ),
          },
          { name: 'remark', label: '备注', kind: 'textarea', max: 500 },
        ],
      }}
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
