import { NodeCollapseOutlined, NodeExpandOutlined } from '@ant-design/icons'
import { App, Button, Form, Input, Table, type TableColumnsType } from 'antd'
import { DictTag, parseTime, useDict, type TreeNode } from '@wp/kit'
import { DictSelect, ListToolbar, PermAction, RowActions, SearchBar } from '@wp/ui'
import { useState, type Key } from 'react'
import { useTreeRows } from '../table/treeRows'
import { deleteDept, listDepts, type DeptRow } from './api'
import { DeptDialog } from './DeptDialog'

type DeptNode = TreeNode<DeptRow>

/** 部门管理 (component path system/dept/index): the department tree table. */
export default function DeptPage() {
  const { message } = App.useApp()
  const [form] = Form.useForm()
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable')
  const [filters, setFilters] = useState<Record<string, unknown>>({})
  const [showSearch, setShowSearch] = useState(true)
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null)
  const [dialog, setDialog] = useState<{ open: boolean; deptId?: number; parentId?: number }>({ open: false })

  const { rows, tree, loading, load } = useTreeRows(listDepts, filters, 'deptId')
  // the family opens the department tree fully expanded
  const expandedKeys = expanded ?? rows.map((r) => r.deptId)

  const remove = async (row: DeptRow) => {
    await deleteDept(row.deptId)
    message.success('删除成功')
    await load()
  }

  const columns: TableColumnsType<DeptNode> = [
    { title: '部门名称', dataIndex: 'deptName', ellipsis: true, width: 260 },
    { title: '排序', dataIndex: 'orderNum', align: 'center', width: 200 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      align: 'center',
      render: (v: string) => <DictTag options={statuses} value={v} />,
    },
    { title: '创建时间', dataIndex: 'createTime', width: 200, align: 'center', render: (v: string) => parseTime(v) },
    {
      title: '操作',
      align: 'center',
      render: (_, row) => (
        <RowActions>
          <PermAction
            kind="edit"
            type="link"
            perms={['system:dept:edit']}
            onClick={() => setDialog({ open: true, deptId: row.deptId })}
            data-testid="dept-row-edit"
          />
          <PermAction
            kind="add"
            type="link"
            perms={['system:dept:add']}
            onClick={() => setDialog({ open: true, parentId: row.deptId })}
            data-testid="dept-row-add"
          />
          {row.parentId !== 0 && (
            <PermAction
              kind="remove"
              type="link"
              perms={['system:dept:remove']}
              confirm={{ content: `是否确认删除名称为"${row.deptName}"的数据项？` }}
              onClick={() => remove(row)}
              data-testid="dept-row-remove"
            />
          )}
        </RowActions>
      ),
    },
  ]
  const allExpanded = expandedKeys.length > 0

  return (
    <div data-testid="dept-page">
      <SearchBar form={form} hidden={!showSearch} onSearch={(f) => setFilters({ ...f })} onReset={() => setFilters({})}>
        <Form.Item name="deptName" label="部门名称">
          <Input placeholder="请输入部门名称" allowClear style={{ width: 200 }} data-testid="dept-search-name" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <DictSelect placeholder="部门状态" options={statuses} />
        </Form.Item>
      </SearchBar>
      <ListToolbar showSearch={showSearch} onShowSearchChange={setShowSearch} onRefresh={load}>
        <PermAction
          kind="add"
          perms={['system:dept:add']}
          onClick={() => setDialog({ open: true })}
          data-testid="dept-add"
        />
        <Button
          icon={allExpanded ? <NodeCollapseOutlined /> : <NodeExpandOutlined />}
          onClick={() => setExpanded(allExpanded ? [] : rows.map((r) => r.deptId))}
          data-testid="dept-expand"
        >
          展开/折叠
        </Button>
      </ListToolbar>
      <Table<DeptNode>
        rowKey="deptId"
        size="middle"
        loading={loading}
        dataSource={tree}
        columns={columns}
        pagination={false}
        expandable={{ expandedRowKeys: expandedKeys, onExpandedRowsChange: setExpanded }}
        data-testid="dept-table"
      />
      <DeptDialog
        open={dialog.open}
        deptId={dialog.deptId}
        parentId={dialog.parentId}
        onClose={() => setDialog({ open: false })}
        onSaved={load}
      />
    </div>
  )
}
