import { MASTERDATA_PERMISSIONS as P, MDM_SOURCE, type SourcePreview, type SourceTable } from '@wp/contract'
import { getFeedback } from '@wp/kit'
import { PlainTable, ResourceScreen } from '@wp/ui'
import { Input, Modal, Select, Space } from 'antd'
import { useState } from 'react'
import { api } from '../shared/api'

/** 预览: a source's tables, and the first 20 rows of one (or of a SELECT). */
function PreviewDialog({ sourceId, onClose }: { sourceId: number; onClose: () => void }) {
  const [tables, setTables] = useState<SourceTable[]>()
  const [object, setObject] = useState('')
  const [preview, setPreview] = useState<SourcePreview>()
  if (!tables) void api.tables(sourceId).then(setTables, onClose)
  const show = async (o: string) => {
    setObject(o)
    if (o) setPreview(await api.preview(sourceId, o))
  }
  return (
    <Modal open title="数据预览（前 20 行）" width={1000} footer={null} onCancel={onClose}>
      <Space style={{ marginBottom: 12 }}>
        <Select
          style={{ width: 260 }}
          placeholder="选择表或视图"
          options={(tables ?? []).map((t) => ({ value: t.name, label: `${t.name}（${t.type}）` }))}
          onChange={show}
          data-testid="source-table"
        />
        <Input.Search
          style={{ width: 480 }}
          placeholder="或输入一条 SELECT 语句"
          enterButton="预览"
          onSearch={show}
          value={object}
          onChange={(e) => setObject(e.target.value)}
        />
      </Space>
      <PlainTable
        rowKey={(_, i) => String(i)}
        scroll={{ x: true }}
        data-testid="source-preview"
        dataSource={preview?.rows}
        columns={(preview?.columns ?? []).map((c) => ({
          title: c.name,
          dataIndex: c.name,
          render: (v: unknown) =>
            v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v),
        }))}
      />
    </Modal>
  )
}

/** 数据源: outside databases and endpoints (the password is kept sealed and never shown), 测试连接 and 预览. */
export default function SourcePage() {
  const [previewing, setPreviewing] = useState<number>()
  return (
    <>
      <ResourceScreen
        resource={MDM_SOURCE}
        dialog={{ fields: { password: { kind: 'password' } } }}
        rowActions={(row, screen) => [
          {
            perm: P.source.test,
            label: '测试连接',
            testId: 'source-test',
            onClick: async () => {
              try {
                const res = await api.testSource(row.sourceId)
                getFeedback().message.success(`${res.msg}：${res.data?.result ?? ''}`)
              } finally {
                await screen.reload()
              }
            },
          },
          {
            perm: P.source.query,
            label: '预览',
            testId: 'source-preview-open',
            onClick: () => setPreviewing(row.sourceId),
          },
        ]}
      />
      {previewing && <PreviewDialog sourceId={previewing} onClose={() => setPreviewing(undefined)} />}
    </>
  )
}
