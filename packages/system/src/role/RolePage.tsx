import { CheckCircleOutlined, UserOutlined } from '@ant-design/icons'
import { SYSTEM_PERMISSIONS } from '@wp/contract'
import { ListScreen, statusColumn, TreeCheckField, type TreeCheckNode, type TreeChecked } from '@wp/ui'
import { useState } from 'react'
import {
  addRole,
  changeRoleStatus,
  deleteRoles,
  editRole,
  exportRoles,
  getRole,
  listRoles,
  menuTreeselect,
  roleMenuTreeselect,
  type RoleInput,
  type RoleRow,
} from './api'
import { DataScopeDialog } from './DataScopeDialog'
import { idsToSave } from './scope'

const P = SYSTEM_PERMISSIONS.role
type RoleForm = Omit<RoleInput, 'menuIds' | 'menuCheckStrictly'> & { menus: TreeChecked }

/** 角色管理 (component path system/role/index); the super administrator's role (id 1) cannot be changed. */
export default function RolePage() {
  const [scoping, setScoping] = useState<RoleRow | null>(null)
  return (
    <ListScreen<RoleRow, RoleForm, TreeCheckNode[]>
      name="role"
      rowKey="roleId"
      perms={P}
      columnsKey="system-role-columns"
      load={listRoles}
      dateRange="创建时间"
      locked={(row) => row.roleId === 1}
      search={[
        { name: 'roleName', label: '角色名称', testId: 'role-search-name' },
        { name: 'roleKey', label: '权限字符' },
        { name: 'status', label: '状态', dict: 'sys_normal_disable', placeholder: '角色状态' },
      ]}
      columns={[
        { key: 'roleId', title: '角色编号', width: 90 },
        { key: 'roleName', title: '角色名称' },
        { key: 'roleKey', title: '权限字符' },
        { key: 'roleSort', title: '显示顺序', width: 90 },
        statusColumn(P.edit, '角色', 'roleName', (r, s) => changeRoleStatus(r.roleId, s)),
        { key: 'createTime', title: '创建时间', width: 170, time: true },
      ]}
      actionsWidth={220}
      remove={(rows) => deleteRoles(rows.map((r) => r.roleId))}
      exportFile={exportRoles}
      rowActions={(row, { go }) => [
        { perm: P.edit, label: '数据权限', icon: <CheckCircleOutlined />, more: true, onClick: () => setScoping(row) },
        {
          perm: P.edit,
          label: '分配用户',
          icon: <UserOutlined />,
          more: true,
          onClick: () => go(`/system/role-auth/user/${row.roleId}`),
        },
      ]}
      dialog={{
        noun: '角色',
        width: 560,
        labelWidth: 90,
        defaults: { status: '0', roleSort: 0, menus: { checked: [], linkage: true } },
        load: async (row) => {
          if (!row) return { data: await menuTreeselect() }
          const [role, tree] = await Promise.all([getRole(row.roleId), roleMenuTreeselect(row.roleId)])
          return {
            values: { ...role, menus: { checked: tree.checkedKeys, linkage: role.menuCheckStrictly } },
            data: tree.menus,
          }
        },
        save: ({ menus, ...values }, row, tree) => {
          const input = {
            ...values,
            remark: values.remark ?? null,
            menuIds: idsToSave(tree ?? [], menus.checked, menus.linkage),
            menuCheckStrictly: menus.linkage,
          }
          return row ? editRole({ ...input, roleId: row.roleId }) : addRole(input)
        },
        fields: [
          { name: 'roleName', label: '角色名称', required: true, max: 30, testId: 'role-name' },
          {
            name: 'roleKey',
            label: '权限字符',
            tooltip: "控制器中定义的权限字符，如：@PreAuthorize(`@ss.hasRole('admin')`)",
            required: true,
            max: 100,
            testId: 'role-key',
          },
          { name: 'roleSort', label: '角色顺序', kind: 'number', required: true, testId: 'role-sort' },
          { name: 'status', label: '状态', kind: 'radio', dict: 'sys_normal_disable' },
          {
            name: 'menus',
            label: '菜单权限',
            render: ({ data }) => <TreeCheckField treeData={data ?? []} loading={!data} height={260} />,
          },
          { name: 'remark', label: '备注', kind: 'textarea', max: 500 },
        ],
      }}
    >
      {(screen) => <DataScopeDialog role={scoping} onClose={() => setScoping(null)} onSaved={screen.reload} />}
    </ListScreen>
  )
}
