import { CheckCircleOutlined, UserOutlined } from '@ant-design/icons'
import { ROLE, type InputOf, type RoleRow } from '@wp/contract'
import { crudApi } from '@wp/kit'
import { ResourceScreen, TreeCheckField, type TreeCheckNode, type TreeChecked } from '@wp/ui'
import { useState } from 'react'
import { menuTreeselect, roleMenuTreeselect } from './api'
import { DataScopeDialog } from './DataScopeDialog'
import { idsToSave } from './scope'

const api = crudApi(ROLE)
type RoleForm = InputOf<typeof ROLE> & { menus: TreeChecked }

/**
 * 角色管理 (component path system/role/index), drawn from `ROLE`; the dialog adds the menu tree, and each row its
 * data scope and users. The super administrator's role (id 1) cannot be changed.
 */
export default function RolePage() {
  const [scoping, setScoping] = useState<RoleRow | null>(null)
  return (
    <ResourceScreen<typeof ROLE, TreeCheckNode[]>
      resource={ROLE}
      api={api}
      locked={(row) => row.roleId === 1}
      actionsWidth={220}
      rowActions={(row, { go }) => [
        {
          perm: ROLE.permissions.edit,
          label: '数据权限',
          icon: <CheckCircleOutlined />,
          more: true,
          onClick: () => setScoping(row),
        },
        {
          perm: ROLE.permissions.edit,
          label: '分配用户',
          icon: <UserOutlined />,
          more: true,
          onClick: () => go(`/system/role-auth/user/${row.roleId}`),
        },
      ]}
      dialog={{
        defaults: { roleSort: 0, menus: { checked: [], linkage: true } } as Partial<RoleForm>,
        load: async (row) => {
          if (!row) return { data: await menuTreeselect() }
          const [role, tree] = await Promise.all([api.get(row.roleId), roleMenuTreeselect(row.roleId)])
          const menus: TreeChecked = { checked: tree.checkedKeys, linkage: role.menuCheckStrictly }
          return { values: { ...role, menus } as Partial<RoleForm>, data: tree.menus }
        },
        save: (values, row, tree) => {
          const { menus, ...input } = values as RoleForm
          const body = {
            ...input,
            remark: input.remark ?? null,
            menuIds: idsToSave(tree ?? [], menus.checked, menus.linkage),
            menuCheckStrictly: menus.linkage,
          }
          return row ? api.edit(row.roleId, body) : api.add(body)
        },
        extra: [
          {
            name: 'menus',
            label: '菜单权限',
            before: 'remark',
            render: ({ data }) => <TreeCheckField treeData={data ?? []} loading={!data} height={260} />,
          },
        ],
      }}
    >
      {(screen) => <DataScopeDialog role={scoping} onClose={() => setScoping(null)} onSaved={screen.reload} />}
    </ResourceScreen>
  )
}
