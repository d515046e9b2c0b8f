import { MASTERDATA_PERMISSIONS as P, recordResource, type ResourceDescription } from '@wp/contract'
import { crudApi } from '@wp/kit'
import { ResourceScreen, useGo } from '@wp/ui'
import { Alert, Button, Card, Empty, Select, Space } from 'antd'
import { useEffect, useId, useMemo, useState } from 'react'
import { api, PAGES, useQueryParam, type ModelOption } from '../shared/api'
import { CompletenessCard } from './CompletenessCard'

/**
 * 数据维护: pick a published model, then its golden records as a list screen drawn from the model (its list and
 * searched fields, its form with regions and rules), with 停用 (delete) and 恢复, and the model's 完整度. A model whose
 * edits need approval answers an edit with 修改已提交审批 (the record changes once approved): the screen says so and
 * links the change's approval page (each changed field's old → new value).
 */
export default function RecordPage() {
  const [models, setModels] = useState<ModelOption[]>([])
  const modelField = useId()
  const [modelId, setModelId] = useState<number | undefined>(useQueryParam('modelId'))
  const [resource, setResource] = useState<ResourceDescription>()
  useEffect(() => {
    void api.published().then((list) => {
      setModels(list)
      setModelId((m) => m ?? list[0]?.modelId)
    })
  }, [])
  useEffect(() => {
    setResource(undefined)
    if (modelId) void api.recordModel(modelId).then((m) => setResource(recordResource(m, m.definition)))
  }, [modelId])
  const go = useGo()
  const crud = useMemo(() => resource && crudApi(resource), [resource])
  /** the last edit that went to approval rather than into the record */
  const [pending, setPending] = useState<{ draftId: number; message: string }>()
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card size="small">
        <label htmlFor={modelField}>模型：</label>
        <Select
          id={modelField}
          style={{ width: 260 }}
          value={modelId}
          onChange={setModelId}
          data-testid="record-model"
          options={models.map((m) => ({ value: m.modelId, label: `${m.modelName}（${m.modelCode}）` }))}
        />
      </Card>
      {!models.length && <Empty description="还没有已发布的模型" />}
      {modelId && <CompletenessCard key={modelId} modelId={modelId} />}
      {pending && (
        <Alert
          type="info"
          showIcon
          closable
          onClose={() => setPending(undefined)}
          data-testid="record-pending"
          title={pending.message}
          action={
            <Button size="small" onClick={() => go(PAGES.approval(pending.draftId))} data-testid="record-pending-open">
              查看变更 #{pending.draftId}
            </Button>
          }
        />
      )}
      {resource && crud && (
        <ResourceScreen
          key={resource.path}
          resource={resource}
          api={crud}
          dialog={{
            // an edit of a model that needs approval becomes a pending change: the server answers with its number
            save: async (values, row) => {
              if (!row) return crud.add(values)
              const id = (row as unknown as { recordId: number }).recordId
              const res = await api.editRecord(modelId!, { ...values, recordId: id })
              const pending = res.data?.draftId
                ? { draftId: res.data.draftId, message: res.msg ?? '修改已提交审批' }
                : undefined
              setPending(pending)
              // the dialog says this instead of 修改成功: the record keeps its values until the change is approved
              return pending?.message
            },
          }}
          rowActions={(row, screen) =>
            (row as unknown as { recordStatus?: string }).recordStatus === '2'
              ? [
                  {
                    perm: P.record.restore,
                    label: '恢复',
                    onClick: async () => {
                      await api.restore(modelId!, [(row as unknown as { recordId: number }).recordId])
                      await screen.reload()
                    },
                  },
                ]
              : []
          }
        />
      )}
    </Space>
  )
}
