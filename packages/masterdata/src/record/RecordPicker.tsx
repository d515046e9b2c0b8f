import { Alert, Select } from 'antd'
import { useCallback, useEffect, useRef, useState } from 'react'
import { api } from '../shared/api'
import { recordTitle, useRecordModel, type RecordItem } from './useRecords'

/**
 * <wp-mdm-record-picker model-id="3" value="KH-2026-00001">: choose a golden record of a model by its code (typing
 * searches the codes). Emits `change` with `{ code, record }` (null when cleared). Only live records are offered.
 */
export default function RecordPicker({
  modelId,
  value,
  placeholder,
  onChange,
}: {
  modelId?: number
  value?: string
  placeholder?: string
  onChange?: (detail: { code: string | null; record: RecordItem | null }) => void
}) {
  const { fields, failed } = useRecordModel(modelId)
  const [options, setOptions] = useState<RecordItem[]>([])
  const [chosen, setChosen] = useState<string | undefined>(value || undefined)
  const [loading, setLoading] = useState(false)
  const asked = useRef(0)
  const search = useCallback(
    (text: string) => {
      if (!modelId) return
      const ticket = ++asked.current
      setLoading(true)
      void api
        .records(modelId, { pageNum: 1, pageSize: 20, recordStatus: '0', ...(text ? { code: text } : {}) })
        .then((res) => {
          if (ticket === asked.current) setOptions(res.rows as RecordItem[])
        })
        .finally(() => ticket === asked.current && setLoading(false))
    },
    [modelId],
  )
  useEffect(() => setChosen(value || undefined), [value])
  // the first page of codes as soon as the model is known
  useEffect(() => search(''), [search])
  if (!modelId) return <Alert type="warning" message="请指定模型（model-id）" />
  if (failed) return <Alert type="error" message={failed} />
  return (
    <Select
      data-testid="wp-mdm-record-picker"
      style={{ minWidth: 260 }}
      showSearch
      allowClear
      filterOption={false}
      loading={loading}
      placeholder={placeholder || '搜索主数据编码'}
      value={chosen}
      onSearch={search}
      onChange={(code?: string) => {
        setChosen(code)
        onChange?.({ code: code ?? null, record: options.find((o) => o.code === code) ?? null })
      }}
      options={options.map((r) => ({ value: r.code, label: recordTitle(r, fields) }))}
    />
  )
}
