import type { DbTableRow } from '@wp/contract'
import type { ImportDialogControl } from '@wp/ui'
import { Button, Form, Input, Modal, Space, Table } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { importTables, listDbTables } from '../api'

/**
 * 导入表: the database's tables that are neither imported nor the platform's own, searched by name and comment and
 * paged by the server; 确定 imports the chosen ones.
 */
export function ImportDialog({ open, onClose, onImported }: ImportDialogControl) {
  const [form] = Form.useForm<{ tableName?: string; tableComment?: string }>()
  const [rows, setRows] = useState<DbTableRow[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 })
  const [chosen, setChosen] = useState<string[]>([])
  const [loading, setLoading] = useState(false)
  const [saving, setSaving] = useState(false)

  const load = useCallback(async () => {
    setLoading(true)
    try {
      const res = await listDbTables({ ...form.getFieldsValue(), ...page })
      setRows(res.rows)
      setTotal(res.total)
    } finally {
      setLoading(false)
    }
  }, [form, page])

  useEffect(() => {
    if (open) load().catch(() => undefined)
  }, [open, load])

  const submit = async () => {
    setSaving(true)
    try {
      await importTables(chosen)
      setChosen([])
      onImported()
      onClose()
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      title="导入表"
      open={open}
      width={800}
      onCancel={onClose}
      data-testid="gen-import-dialog"
      footer={
        <Space>
          <Button onClick={onClose}>取 消</Button>
          <Button
            type="primary"
            disabled={!chosen.length}
            loading={saving}
            onClick={submit}
            data-testid="gen-import-submit"
          >
            确 定
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 12 }}
        onFinish={() => setPage((p) => ({ ...p, pageNum: 1 }))}
      >
        <Form.Item name="tableName" label="表名称">
          <Input allowClear placeholder="请输入表名称" style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="tableComment" label="表描述">
          <Input allowClear placeholder="请输入表描述" style={{ width: 180 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            搜索
          </Button>
        </Form.Item>
      </Form>
      <Table<DbTableRow>
        rowKey="tableName"
        size="small"
        loading={loading}
        dataSource={rows}
        data-testid="gen-import-table"
        rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys as string[]) }}
        columns={[
          {
            key: 'tableName',
            dataIndex: 'tableName',
            title: '表名称',
            render: (v: string) => <span translate="no">{v}</span>,
          },
          { key: 'tableComment', dataIndex: 'tableComment', title: '表描述' },
        ]}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total,
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
      />
    </Modal>
  )
}
