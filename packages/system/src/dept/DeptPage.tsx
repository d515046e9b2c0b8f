import { DeleteOutlined, EditOutlined, NodeCollapseOutlined, NodeExpandOutlined, PlusOutlined } from '@ant-design/icons'
import { App, Button, Col, Form, Input, Row, Select, Space, Table, type TableColumnsType } from 'antd'
import { DictTag, handleTree, HasPermi, parseTime, useDict, type TreeNode } from '@wp/kit'
import { ConfirmAction, RightToolbar, SearchBar } from '@wp/ui'
import { useCallback, useEffect, useMemo, useState, type Key } from 'react'
import { deleteDept, listDepts, type DeptRow } from './api'
import { DeptDialog } from './DeptDialog'

type DeptNode = TreeNode<DeptRow>

function prune<T extends { children?: T[] }>(nodes: T[]): T[] {
  return nodes.map((n) => (n.children?.length ? { ...n, children: prune(n.children) } : { ...n, children: undefined }))
}

/** 部门管理 (component path system/dept/index): the department tree table. */
export default function DeptPage() {
  const { message } = App.useApp()
  const [form] = Form.useForm()
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable')
  const [filters, setFilters] = useState<Record<string, unknown>>({})
  const [rows, setRows] = useState<DeptRow[]>([])
  const [loading, setLoading] = useState(false)
  const [showSearch, setShowSearch] = useState(true)
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null)
  const [dialog, setDialog] = useState<{ open: boolean; deptId?: number; parentId?: number }>({ open: false })

  const load = useCallback(async () => {
    setLoading(true)
    try {
      setRows(await listDepts(filters))
    } catch {
      // shown by the kit
    } finally {
      setLoading(false)
    }
  }, [filters])
  useEffect(() => {
    void load()
  }, [load])
  const tree = useMemo(() => prune(handleTree(rows, 'deptId') as DeptNode[]), [rows])
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
        <Space size={0}>
          <HasPermi perms={['system:dept:edit']}>
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setDialog({ open: true, deptId: row.deptId })} data-testid="dept-row-edit">
              修改
            </Button>
          </HasPermi>
          <HasPermi perms={['system:dept:add']}>
            <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, parentId: row.deptId })} data-testid="dept-row-add">
              新增
            </Button>
          </HasPermi>
          {row.parentId !== 0 && (
            <HasPermi perms={['system:dept:remove']}>
              <ConfirmAction onConfirm={() => remove(row)} content={`是否确认删除名称为"${row.deptName}"的数据项？`}>
                <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid="dept-row-remove">
                  删除
                </Button>
              </ConfirmAction>
            </HasPermi>
          )}
        </Space>
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
          <Select placeholder="部门状态" allowClear style={{ width: 200 }} options={statuses.map((s) => ({ value: s.value, label: s.label }))} />
        </Form.Item>
      </SearchBar>
      <Row gutter={10} style={{ marginBottom: 8 }} align="middle">
        <Col flex="auto">
          <Space wrap>
            <HasPermi perms={['system:dept:add']}>
              <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setDialog({ open: true })} data-testid="dept-add">
                新增
              </Button>
            </HasPermi>
            <Button
              icon={allExpanded ? <NodeCollapseOutlined /> : <NodeExpandOutlined />}
              onClick={() => setExpanded(allExpanded ? [] : rows.map((r) => r.deptId))}
              data-testid="dept-expand"
            >
              展开/折叠
            </Button>
          </Space>
        </Col>
        <Col>
          <RightToolbar showSearch={showSearch} onShowSearchChange={setShowSearch} onRefresh={load} />
        </Col>
      </Row>
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
