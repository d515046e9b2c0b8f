import { SYSTEM_PERMISSIONS } from '@wp/contract'
import { rules } from '@wp/kit'
import { TreeTableScreen } from '@wp/ui'
import {
  addDept,
  deleteDept,
  editDept,
  getDept,
  listDepts,
  listDeptsExcluding,
  type DeptInput,
  type DeptRow,
} from './api'
import { deptBody, deptOptions, type DeptOption } from './tree'

/** 部门管理 (component path system/dept/index): the department tree, fully open; the root cannot be deleted. */
export default function DeptPage() {
  return (
    <TreeTableScreen<DeptRow, DeptInput, { parents: DeptOption[]; root: boolean }>
      name="dept"
      rowKey="deptId"
      perms={SYSTEM_PERMISSIONS.dept}
      load={listDepts}
      expandAll
      search={[
        { name: 'deptName', label: '部门名称', testId: 'dept-search-name' },
        { name: 'status', label: '状态', dict: 'sys_normal_disable', placeholder: '部门状态' },
      ]}
      columns={[
        { key: 'deptName', title: '部门名称', width: 260, align: 'left' },
        { key: 'orderNum', title: '排序', width: 200 },
        { key: 'status', title: '状态', width: 100, dict: 'sys_normal_disable' },
        { key: 'createTime', title: '创建时间', width: 200, time: true },
      ]}
      canRemove={(row) => row.parentId !== 0}
      remove={([row]) => deleteDept(row.deptId)}
      removeConfirm={([row]) => `是否确认删除名称为"${row.deptName}"的数据项？`}
      dialog={{
        noun: '部门',
        width: 600,
        defaults: { orderNum: 0, status: '0' },
        load: async (row) => {
          if (!row) return { data: { parents: deptOptions(await listDepts()), root: false } }
          const [dept, rows] = await Promise.all([getDept(row.deptId), listDeptsExcluding(row.deptId)])
          return { values: dept, data: { parents: deptOptions(rows), root: dept.parentId === 0 } }
        },
        save: (values, row) => (row ? editDept(deptBody(values, row.deptId)) : addDept(deptBody(values))),
        fields: [
          {
            name: 'parentId',
            label: '上级部门',
            kind: 'tree-select',
            required: true,
            placeholder: '选择上级部门',
            tree: ({ data }) => data?.parents ?? [],
            visible: ({ data }) => !data?.root,
            testId: 'dept-parent',
          },
          { name: 'deptName', label: '部门名称', span: 12, required: true, max: 30, testId: 'dept-name' },
          { name: 'orderNum', label: '显示排序', span: 12, kind: 'number', required: true },
          { name: 'leader', label: '负责人', span: 12, max: 20 },
          { name: 'phone', label: '联系电话', span: 12, rules: [rules.phone], maxLength: 11 },
          { name: 'email', label: '邮箱', span: 12, rules: [rules.email], max: 50 },
          { name: 'status', label: '部门状态', span: 12, kind: 'radio', dict: 'sys_normal_disable' },
        ],
      }}
    />
  )
}
