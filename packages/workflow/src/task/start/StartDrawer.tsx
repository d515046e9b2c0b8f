import { PlayCircleOutlined } from '@ant-design/icons'
import { WORKFLOW_DICT_TYPES, type FlowDefinitionRow } from '@wp/contract'
import { DictTag, useLoad } from '@wp/kit'
import { Button, Drawer, Input, Table, Tag } from 'antd'
import { useCallback, useState } from 'react'
import { listStartable } from '../api'
import { StartDialog } from './StartDialog'

const NO_DEFINITIONS: { rows: FlowDefinitionRow[]; total: number } = { rows: [], total: 0 }
const KEEP_PREVIOUS = { keepPrevious: true }

/** 发起流程: the deployed processes (newest version of each) with a 发起 button each. */
export function StartDrawer({
  open,
  onClose,
  onStarted,
}: {
  open: boolean
  onClose: () => void
  onStarted?: () => void
}) {
  const [name, setName] = useState('')
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 })
  const [starting, setStarting] = useState<FlowDefinitionRow>()
  const loadPage = useCallback(() => listStartable({ ...page, name: name || undefined }), [page, name])
  // the page on show stays while the next one loads (and when it fails)
  const { value: list = NO_DEFINITIONS, loading } = useLoad(open ? loadPage : undefined, KEEP_PREVIOUS)

  return (
    <Drawer open={open} onClose={onClose} title="发起流程" size="large" destroyOnHidden>
      <Input.Search
        placeholder="请输入流程名称"
        allowClear
        onSearch={(v) => (setName(v), setPage({ ...page, pageNum: 1 }))}
        style={{ marginBottom: 12, width: 260 }}
      />
      <Table<FlowDefinitionRow>
        rowKey="id"
        size="small"
        loading={loading}
        data-testid="start-definitions"
        dataSource={list.rows}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: list.total,
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
        columns={[
          { key: 'name', dataIndex: 'name', title: '流程名称' },
          {
            key: 'category',
            dataIndex: 'category',
            title: '流程分类',
            render: (v: string) => <DictTag type={WORKFLOW_DICT_TYPES.processCategory} value={v} />,
          },
          { key: 'version', dataIndex: 'version', title: '版本', width: 80, render: (v: number) => <Tag>v{v}</Tag> },
          {
            key: 'start',
            title: '操作',
            width: 100,
            render: (_: unknown, row) => (
              <Button
                type="link"
                icon={<PlayCircleOutlined />}
                data-testid="start-definition"
                onClick={() => setStarting(row)}
                disabled={row.suspensionState === 2}
              >
                发起
              </Button>
            ),
          },
        ]}
      />
      {starting ? (
        <StartDialog
          definition={starting}
          onClose={() => setStarting(undefined)}
          onStarted={() => {
            onStarted?.()
            onClose()
          }}
        />
      ) : null}
    </Drawer>
  )
}
