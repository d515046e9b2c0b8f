import { KeyOutlined, UserAddOutlined } from '@ant-design/icons'
import { SYSTEM_PERMISSIONS, USER } from '@wp/contract'
import { crudApi, toFormRule, useSession } from '@wp/kit'
import { importAction, ResourceScreen } from '@wp/ui'
import { useState } from 'react'
import { getUserEditor, withBindings, type UserEditor, type UserRowWithBinding } from './api'
import { ImportDialog } from './ImportDialog'
import { passwordCheck, userFormValues, type UserForm } from './params'
import { ResetPwdDialog } from './ResetPwdDialog'

const api = crudApi(USER)
const P = SYSTEM_PERMISSIONS.user
/** A post or role to pick; a disabled one (status 1) shows but cannot be chosen. */
const choice = (value: number, label: string, status?: string) => ({ value, label, disabled: status === '1' })

/**
 * 用户管理 (component path system/user/index), drawn from `USER`: the users of the department chosen in the tree
 * beside them, each with the DingTalk account bound to it; the dialog adds the posts and roles to grant (those the
 * caller may hand out) and the configured password rule. The super administrator (id 1) cannot be changed.
 */
export default function UserPage() {
  const chrtype = useSession((s) => s.pwdChrtype)
  const [resetting, setResetting] = useState<UserRowWithBinding | null>(null)
  const [importing, setImporting] = useState(false)
  return (
    <ResourceScreen<typeof USER, UserEditor>
      resource={USER}
      api={api}
      load={async (params) => withBindings(await api.list(params))}
      locked={(row) => row.userId === 1}
      search={{ userName: { testId: 'user-search-name' } }}
      moreColumns={[
        { key: 'dingName', title: '钉钉', width: 110, before: 'status', render: (v) => (v ? String(v) : '未绑定') },
      ]}
      toolbar={() => [importAction(P.import, 'user-import', () => setImporting(true))]}
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
        defaults: { roleIds: [], postIds: [] } as Partial<UserForm>,
        load: async (row) => {
          const editor = await getUserEditor(row?.userId)
          return { values: userFormValues(editor), data: editor }
        },
        save: (values, row) => {
          const { userName, password, ...rest } = values as UserForm
          return row ? api.edit(row.userId, rest) : api.add({ ...rest, userName, password })
        },
        fields: {
          nickName: { testId: 'user-nick-name' },
          deptId: { testId: 'user-dept' },
          phonenumber: { testId: 'user-phone' },
          email: { testId: 'user-email' },
          userName: { testId: 'user-user-name' },
          password: { testId: 'user-password', rules: [toFormRule(passwordCheck(chrtype))] },
        },
        extra: [
          {
            name: 'postIds',
            label: '岗位',
            span: 12,
            kind: 'multi-select',
            testId: 'user-posts',
            before: 'remark',
            options: ({ data }) => (data?.posts ?? []).map((p) => choice(p.postId, p.postName, p.status)),
          },
          {
            name: 'roleIds',
            label: '角色',
            span: 12,
            kind: 'multi-select',
            testId: 'user-roles',
            before: 'remark',
            options: ({ data }) => (data?.roles ?? []).map((r) => choice(r.roleId, r.roleName, r.status)),
          },
        ],
      }}
    >
      {(screen) => (
        <>
          <ResetPwdDialog user={resetting} chrtype={chrtype} onClose={() => setResetting(null)} />
          <ImportDialog open={importing} onClose={() => setImporting(false)} onImported={screen.reload} />
        </>
      )}
    </ResourceScreen>
  )
}
