import { Alert, Card, Table } from 'antd'
import { useEffect, useState } from 'react'
import { api } from '../shared/api'
import { useRecordModel, type RecordItem } from './useRecords'

/**
 * <wp-mdm-record-list model-id="3" page-size="10">: a model's live golden records (code and the model's list fields),
 * paged. Clicking a row emits `row-click` with `{ record }`.
 */
export default function RecordListElement({
  modelId,
  pageSize,
  onRowClick,
}: {
  modelId?: number
  pageSize?: number
  onRowClick?: (detail: { record: RecordItem }) => void
}) {
  const { model, fields, failed } = useRecordModel(modelId)
  const size = pageSize && pageSize > 0 ? Math.min(pageSize, 100) : 10
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState<RecordItem[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(false)
  useEffect(() => {
    if (!modelId) return
    setLoading(true)
    void api
      .records(modelId, { pageNum: page, pageSize: size, recordStatus: '0' })
      .then((res) => {
        setRows(res.rows as RecordItem[])
        setTotal(res.total)
      })
      .finally(() => setLoading(false))
  }, [modelId, page, size])
  if (!modelId) return <Alert type="warning" message="请指定模型（model-id）" />
  if (failed) return <Alert type="error" message={failed} />
  return (
    <Card size="small" title={model?.modelName} data-testid="wp-mdm-record-list">
      <Table<RecordItem>
        size="small"
        rowKey="recordId"
        loading={loading}
        dataSource={rows}
        pagination={{ current: page, pageSize: size, total, onChange: setPage, showSizeChanger: false }}
        onRow={(record) => ({ onClick: () => onRowClick?.({ record }), style: { cursor: 'pointer' } })}
        columns={[
          { title: '主数据编码', dataIndex: 'code', width: 160 },
          ...fields.map((f) => ({
            title: f.fieldName,
            dataIndex: f.fieldCode,
            render: (v: unknown) => (v === null || v === undefined ? '' : String(v)),
          })),
        ]}
      />
    </Card>
  )
}
