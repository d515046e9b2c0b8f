import { DEPT, type DeptRow } from '@wp/contract'
import { crudApi, get, type ApiResult } from '@wp/kit'
import { ResourceScreen } from '@wp/ui'
import { deptOptions } from './tree'

const api = crudApi(DEPT)
/** Departments that may be the parent of `deptId` (it and those below it left out). */
const listExcluding = async (deptId: number) =>
  (await get<ApiResult<DeptRow[]>>(`/system/dept/list/exclude/${deptId}`)).data ?? []

/** 部门管理 (component path system/dept/index), drawn from `DEPT`: the tree, fully open; the root cannot be deleted. */
export default function DeptPage() {
  return (
    <ResourceScreen
      resource={DEPT}
      api={api}
      expandAll
      canRemove={(row) => row.parentId !== 0}
      removeConfirm={([row]) => `是否确认删除名称为"${row.deptName}"的数据项？`}
      dialog={{
        defaults: { orderNum: 0 },
        // a department always has a parent (the root keeps none and shows no picker), only one the caller may see
        load: async (row) => {
          if (!row) return { data: { parents: deptOptions((await api.list()).rows), root: false } }
          const [dept, rows] = await Promise.all([api.get(row.deptId), listExcluding(row.deptId)])
          return { values: dept, data: { parents: deptOptions(rows), root: dept.parentId === 0 } }
        },
        fields: {
          parentId: {
            tree: ({ data }) => data?.parents ?? [],
            visible: ({ data }) => !data?.root,
            testId: 'dept-parent',
          },
          deptName: { testId: 'dept-name' },
        },
      }}
    />
  )
}
