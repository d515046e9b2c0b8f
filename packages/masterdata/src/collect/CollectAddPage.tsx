import {
  CLEAN_TYPES,
  MDM_COLLECT_TASK,
  MDM_SOURCE,
  type CollectConfig,
  type ModelField,
  type SourceColumn,
} from '@wp/contract'
import { crudApi, getFeedback } from '@wp/kit'
import { useGo } from '@wp/ui'
import { Button, Card, Form, Input, InputNumber, Select, Space, Steps, type FormInstance } from 'antd'
import { useEffect, useState } from 'react'
import { api, PAGES, useQueryParam, type ModelOption } from '../shared/api'

const tasks = crudApi(MDM_COLLECT_TASK)
const sources = crudApi(MDM_SOURCE)

interface Base {
  taskName: string
  modelId: number
  sourceId: number
  sourceObject: string
  priority?: number
  cron?: string
}

/** The task's cleaning rules and field mapping (taskCleanData, taskMappingData). */
function ConfigForm({
  taskId,
  config,
  columns,
  fields,
}: {
  taskId: number
  config: FormInstance<CollectConfig>
  columns: SourceColumn[]
  fields: ModelField[]
}) {
  const go = useGo()
  const autoMap = () => {
    const names = new Set(columns.map((c) => c.name))
    const byName = new Map(fields.map((f) => [f.fieldName, f.fieldCode]))
    config.setFieldValue('mappingList', [
      ...fields
        .filter((f) => names.has(f.fieldCode))
        .map((f) => ({ fieldCode: f.fieldCode, sourceColumn: f.fieldCode })),
      ...columns
        .filter((c) => byName.has(c.name))
        .map((c) => ({ fieldCode: byName.get(c.name)!, sourceColumn: c.name })),
    ])
  }
  const columnOptions = [{ value: '*', label: '全部列' }, ...columns.map((c) => ({ value: c.name, label: c.name }))]
  return (
    <Form form={config} style={{ marginTop: 24 }} initialValues={{ cleanList: [], mappingList: [] }}>
      <h4>清洗规则（按顺序作用于源列）</h4>
      <Form.List name="cleanList">
        {(items, { add, remove }) => (
          <>
            {items.map((i) => (
              <Space key={i.key} wrap data-testid="clean-row">
                <Form.Item name={[i.name, 'column']} rules={[{ required: true, message: '请选择源列' }]}>
                  <Select
                    style={{ width: 160 }}
                    options={columnOptions}
                    placeholder="源列"
                    data-testid="clean-column"
                  />
                </Form.Item>
                <Form.Item name={[i.name, 'cleanType']}>
                  <Select style={{ width: 150 }} options={[...CLEAN_TYPES]} data-testid="clean-type" />
                </Form.Item>
                <Form.Item name={[i.name, 'pattern']}>
                  <Input placeholder="正则" />
                </Form.Item>
                <Form.Item name={[i.name, 'replacement']}>
                  <Input placeholder="替换为 / 默认值" />
                </Form.Item>
                <Form.Item name={[i.name, 'mapping']}>
                  <Input placeholder="值映射：源值=目标值,…" />
                </Form.Item>
                <Button type="link" danger onClick={() => remove(i.name)}>
                  删除
                </Button>
              </Space>
            ))}
            <Button type="dashed" onClick={() => add({ column: '*', cleanType: 'trim' })} data-testid="clean-add">
              添加清洗规则
            </Button>
          </>
        )}
      </Form.List>
      <h4 style={{ marginTop: 16 }}>
        字段映射{' '}
        <Button size="small" onClick={autoMap}>
          同名自动映射
        </Button>
      </h4>
      <Form.List name="mappingList">
        {(items, { add, remove }) => (
          <>
            {items.map((i) => (
              <Space key={i.key} data-testid="mapping-row">
                <Form.Item name={[i.name, 'sourceColumn']} rules={[{ required: true, message: '请选择源列' }]}>
                  <Select
                    style={{ width: 180 }}
                    options={columnOptions.slice(1)}
                    placeholder="源列"
                    data-testid="mapping-column"
                  />
                </Form.Item>
                →
                <Form.Item name={[i.name, 'fieldCode']} rules={[{ required: true, message: '请选择模型字段' }]}>
                  <Select
                    style={{ width: 180 }}
                    placeholder="模型字段"
                    data-testid="mapping-field"
                    options={fields.map((f) => ({ value: f.fieldCode, label: `${f.fieldName}（${f.fieldCode}）` }))}
                  />
                </Form.Item>
                <Button type="link" danger onClick={() => remove(i.name)}>
                  删除
                </Button>
              </Space>
            ))}
            <Button type="dashed" onClick={() => add({})} data-testid="mapping-add">
              添加映射
            </Button>
          </>
        )}
      </Form.List>
      <Space style={{ marginTop: 16 }}>
        <Button
          type="primary"
          data-testid="collect-save-config"
          onClick={async () => {
            const v = (await config.validateFields()) as CollectConfig
            await api.saveConfig(taskId, { cleanList: v.cleanList ?? [], mappingList: v.mappingList ?? [] })
            getFeedback().message.success('已保存')
          }}
        >
          保存清洗与映射
        </Button>
        <Button onClick={() => go(PAGES.collect)}>返回列表</Button>
      </Space>
    </Form>
  )
}

/**
 * 采集任务设置 (`/masterdata/collection/manage/add[?taskId=]`): the spec's taskBaseData (model, source, table or
 * SELECT, priority, schedule), then taskFieldList (the source's columns), taskCleanData (cleaning rules) and
 * taskMappingData (source column → model field, 同名自动映射).
 */
export default function CollectAddPage() {
  const go = useGo()
  const taskId = useQueryParam('taskId')
  const [base] = Form.useForm<Base>()
  const [config] = Form.useForm<CollectConfig>()
  const [models, setModels] = useState<ModelOption[]>([])
  const [sourceOptions, setSourceOptions] = useState<{ value: number; label: string }[]>([])
  const [fields, setFields] = useState<ModelField[]>([])
  const [columns, setColumns] = useState<SourceColumn[]>([])
  useEffect(() => {
    void api.published().then(setModels)
    void sources
      .list({ pageSize: 100 })
      .then((r) => setSourceOptions(r.rows.map((s) => ({ value: s.sourceId, label: s.sourceName }))))
    if (!taskId) return
    void tasks.get(taskId).then(async (t) => {
      base.setFieldsValue(t as unknown as Base)
      config.setFieldsValue(await api.config(taskId))
      setFields((await api.recordModel(t.modelId)).definition.fieldList)
      setColumns(await api.columns(t.sourceId, t.sourceObject).catch(() => []))
    })
  }, [taskId, base, config])

  const saveBase = async () => {
    const values = await base.validateFields()
    if (taskId) await tasks.edit(taskId, values)
    else {
      const row = await tasks.add(values)
      go(PAGES.collectAdd(row.taskId))
    }
    getFeedback().message.success('已保存')
  }
  return (
    <Card title={taskId ? '采集任务设置' : '新建采集任务'}>
      <Steps
        size="small"
        current={taskId ? 1 : 0}
        items={[{ title: '基本信息' }, { title: '清洗与映射' }]}
        style={{ marginBottom: 16, maxWidth: 480 }}
      />
      <Form form={base} layout="inline" initialValues={{ priority: 10 }}>
        <Form.Item name="taskName" label="任务名称" rules={[{ required: true, message: '任务名称不能为空' }]}>
          <Input data-testid="collect-name" />
        </Form.Item>
        <Form.Item name="modelId" label="目标模型" rules={[{ required: true, message: '请选择目标模型' }]}>
          <Select
            style={{ width: 200 }}
            data-testid="collect-model"
            options={models.map((m) => ({ value: m.modelId, label: m.modelName }))}
          />
        </Form.Item>
        <Form.Item name="sourceId" label="数据源" rules={[{ required: true, message: '请选择数据源' }]}>
          <Select style={{ width: 200 }} data-testid="collect-source" options={sourceOptions} />
        </Form.Item>
        <Form.Item name="sourceObject" label="源表 / SQL" rules={[{ required: true, message: '请填写源表或 SQL' }]}>
          <Input style={{ width: 360 }} data-testid="collect-object" />
        </Form.Item>
        <Form.Item name="priority" label="来源优先级">
          <InputNumber min={0} max={1000} data-testid="collect-priority" />
        </Form.Item>
        <Form.Item name="cron" label="调度">
          <Input placeholder="cron，留空为手动" />
        </Form.Item>
        <Button type="primary" onClick={saveBase} data-testid="collect-save-base">
          {taskId ? '保存基本信息' : '下一步'}
        </Button>
      </Form>
      {taskId && <ConfigForm taskId={taskId} config={config} columns={columns} fields={fields} />}
    </Card>
  )
}
