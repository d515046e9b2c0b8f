import {
  CHECK_TYPES,
  MASTERDATA_PERMISSIONS as P,
  MDM_DICTS,
  MDM_MODEL,
  MODEL_DATA_TYPES,
  type ModelDefinition,
  type ModelWorkspace,
} from '@wp/contract'
import { crudApi, getFeedback, HasPermi, useDict } from '@wp/kit'
import { useGo } from '@wp/ui'
import { Button, Card, Checkbox, Form, Input, InputNumber, Select, Space, Tabs, Tag } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { api, PAGES, useQueryParam } from '../shared/api'

const models = crudApi(MDM_MODEL)

/** One editable row per item of a definition list: its inputs side by side, and 删除. */
function ListEditor({
  name,
  add,
  children,
}: {
  name: string
  add: object
  children: (field: number) => React.ReactNode
}) {
  return (
    <Form.List name={name}>
      {(fields, { add: append, remove }) => (
        <>
          {fields.map((f) => (
            <Space key={f.key} wrap align="baseline" data-testid={`${name}-row`}>
              {children(f.name)}
              <Button type="link" danger onClick={() => remove(f.name)}>
                删除
              </Button>
            </Space>
          ))}
          <Button type="dashed" onClick={() => append(add)} data-testid={`${name}-add`}>
            添加
          </Button>
        </>
      )}
    </Form.List>
  )
}

/** The model's base data, created before its definition. */
function NewModelForm() {
  const go = useGo()
  const [base] = Form.useForm<{ modelCode: string; modelName: string; modelType: string }>()
  const dicts = useDict(MDM_DICTS.modelType)
  return (
    <Card title="新建主数据模型">
      <Form form={base} layout="vertical" style={{ maxWidth: 480 }} initialValues={{ modelType: '1' }}>
        <Form.Item name="modelCode" label="模型编码" rules={required('模型编码')}>
          <Input placeholder="如 CUSTOMER" data-testid="model-code" />
        </Form.Item>
        <Form.Item name="modelName" label="模型名称" rules={required('模型名称')}>
          <Input data-testid="model-name" />
        </Form.Item>
        <Form.Item name="modelType" label="数据类型">
          <Select options={dicts[MDM_DICTS.modelType]} />
        </Form.Item>
        <Button
          type="primary"
          data-testid="model-create"
          onClick={async () => {
            const row = await models.add(await base.validateFields())
            go(PAGES.design(row.modelId))
          }}
        >
          下一步：设计字段
        </Button>
      </Form>
    </Card>
  )
}

type Choices = { value?: string; label?: string }[]
type Dicts = Record<string, { value: string; label: string }[] | undefined>

/** A required input's rule: `<label>不能为空`. */
const required = (label: string) => [{ required: true, message: `${label}不能为空` }]

/** The field a rule or a check applies to (`fieldCode` of list row `row`): one of the model's fields, or none. */
function FieldChoice(props: { row: number; fieldCodes: Choices; placeholder: string; width: number; testId: string }) {
  return (
    <Form.Item name={[props.row, 'fieldCode']}>
      <Select
        allowClear
        placeholder={props.placeholder}
        style={{ width: props.width }}
        options={props.fieldCodes}
        data-testid={props.testId}
      />
    </Form.Item>
  )
}

function FieldsTab({ regions, dicts }: { regions: Choices; dicts: Dicts }) {
  return (
    <ListEditor name="fieldList" add={{ dataType: 'string', listShow: true }}>
      {(i) => (
        <>
          <Form.Item name={[i, 'fieldCode']} rules={required('字段编码')}>
            <Input placeholder="字段编码" style={{ width: 130 }} data-testid="field-code" />
          </Form.Item>
          <Form.Item name={[i, 'fieldName']} rules={required('字段名称')}>
            <Input placeholder="字段名称" style={{ width: 130 }} data-testid="field-name" />
          </Form.Item>
          <Form.Item name={[i, 'dataType']}>
            <Select style={{ width: 110 }} options={optionsOf(MODEL_DATA_TYPES, dicts[MDM_DICTS.dataType] ?? [])} />
          </Form.Item>
          <Form.Item name={[i, 'length']}>
            <InputNumber placeholder="长度" min={1} style={{ width: 80 }} />
          </Form.Item>
          <Form.Item name={[i, 'dictType']}>
            <Input placeholder="字典类型/引用模型" style={{ width: 130 }} />
          </Form.Item>
          <Form.Item name={[i, 'regionCode']}>
            <Select allowClear placeholder="分区" style={{ width: 100 }} options={regions} />
          </Form.Item>
          {(['required', 'unique', 'isBizKey', 'queryable', 'listShow', 'sensitive'] as const).map((k) => (
            <Form.Item key={k} name={[i, k]} valuePropName="checked">
              <Checkbox data-testid={`field-${k}`}>
                {
                  {
                    required: '必填',
                    unique: '唯一',
                    isBizKey: '业务主键',
                    queryable: '可查询',
                    listShow: '列表',
                    sensitive: '敏感',
                  }[k]
                }
              </Checkbox>
            </Form.Item>
          ))}
        </>
      )}
    </ListEditor>
  )
}

function RegionsTab() {
  return (
    <ListEditor name="regionList" add={{ columns: 2 }}>
      {(i) => (
        <>
          <Form.Item name={[i, 'regionCode']} rules={required('分区编码')}>
            <Input placeholder="分区编码" />
          </Form.Item>
          <Form.Item name={[i, 'regionName']} rules={required('分区名称')}>
            <Input placeholder="分区名称，如 基本信息" />
          </Form.Item>
          <Form.Item name={[i, 'columns']}>
            <InputNumber min={1} max={3} addonAfter="列" />
          </Form.Item>
        </>
      )}
    </ListEditor>
  )
}

function RulesTab({ fieldCodes }: { fieldCodes: Choices }) {
  return (
    <ListEditor name="ruleList" add={{ format: '{yyyy}{seq:5}' }}>
      {(i) => (
        <>
          <Form.Item name={[i, 'ruleName']} rules={required('规则名称')}>
            <Input placeholder="规则名称" data-testid="rule-name" />
          </Form.Item>
          <FieldChoice
            row={i}
            fieldCodes={fieldCodes}
            placeholder="编码字段（空为主数据编码）"
            width={200}
            testId="rule-field"
          />
          <Form.Item name={[i, 'format']} rules={required('编码格式')}>
            <Input placeholder="{TYPE}-{yyyy}-{seq:5}" style={{ width: 220 }} data-testid="rule-format" />
          </Form.Item>
        </>
      )}
    </ListEditor>
  )
}

function InspectTab({ fieldCodes, dicts }: { fieldCodes: Choices; dicts: Dicts }) {
  return (
    <ListEditor name="inspectList" add={{ checkType: 'pattern', severity: 'block' }}>
      {(i) => (
        <>
          <Form.Item name={[i, 'ruleName']} rules={required('规则名称')}>
            <Input placeholder="规则名称" data-testid="inspect-name" />
          </Form.Item>
          <Form.Item name={[i, 'checkType']}>
            <Select style={{ width: 110 }} options={optionsOf(CHECK_TYPES, dicts[MDM_DICTS.checkType] ?? [])} />
          </Form.Item>
          <FieldChoice row={i} fieldCodes={fieldCodes} placeholder="字段" width={140} testId="inspect-field" />
          <Form.Item name={[i, 'pattern']}>
            <Input placeholder="正则，如 [0-9A-Z]{18}" data-testid="inspect-pattern" />
          </Form.Item>
          <Form.Item name={[i, 'min']}>
            <InputNumber placeholder="最小" />
          </Form.Item>
          <Form.Item name={[i, 'max']}>
            <InputNumber placeholder="最大" />
          </Form.Item>
          <Form.Item name={[i, 'refModelCode']}>
            <Input placeholder="引用模型编码" style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name={[i, 'severity']}>
            <Select
              style={{ width: 90 }}
              options={[
                { value: 'block', label: '阻断' },
                { value: 'warn', label: '警告' },
              ]}
            />
          </Form.Item>
          <Form.Item name={[i, 'message']}>
            <Input placeholder="提示信息" data-testid="inspect-message" />
          </Form.Item>
        </>
      )}
    </ListEditor>
  )
}

const optionsOf = (values: readonly string[], labels: { value: string; label: string }[]) =>
  values.map((v) => ({ value: v, label: labels.find((l) => l.value === v)?.label ?? v }))

/**
 * 模型设计 (`/masterdata/model/master/add[?modelId=]`): without an id, the model's base data (code, name, type) is
 * created first; with one, the draft definition — 字段 (fieldList), 表单分区 (regionList), 编码规则 (ruleList),
 * 质量规则 (inspectList) — is saved, then 发布 makes it a version records are written with.
 */
export default function ModelDesignPage() {
  const go = useGo()
  const modelId = useQueryParam('modelId')
  const [ws, setWs] = useState<ModelWorkspace>()
  const [form] = Form.useForm<ModelDefinition>()
  const dicts = useDict(MDM_DICTS.dataType, MDM_DICTS.checkType)
  const fieldCodes = (Form.useWatch('fieldList', form) ?? []).map((f) => ({
    value: f?.fieldCode,
    label: f?.fieldName || f?.fieldCode,
  }))
  const regions = (Form.useWatch('regionList', form) ?? []).map((r) => ({ value: r?.regionCode, label: r?.regionName }))
  const load = useCallback(
    async (id: number) => {
      const w = await api.workspace(id)
      setWs(w)
      // one input holds a dictionary type, or the referenced model of a reference field
      const fieldList = w.definition.fieldList.map((f) => ({ ...f, dictType: f.refModelCode ?? f.dictType }))
      form.setFieldsValue({ ...w.definition, fieldList })
    },
    [form],
  )
  useEffect(() => {
    if (modelId) void load(modelId)
  }, [modelId, load])

  if (!modelId) return <NewModelForm />

  const save = async () => {
    const values = form.getFieldsValue(true) as ModelDefinition
    const def: ModelDefinition = {
      fieldList: (values.fieldList ?? []).map((f) =>
        f.dataType === 'modelRef' ? { ...f, refModelCode: f.dictType, dictType: null } : { ...f, refModelCode: null },
      ),
      regionList: values.regionList ?? [],
      ruleList: values.ruleList ?? [],
      inspectList: values.inspectList ?? [],
    }
    await api.saveDefinition(modelId, def)
    getFeedback().message.success('草稿已保存')
  }
  return (
    <Card
      title={
        <Space>
          {ws ? `${ws.modelName}（${ws.modelCode}）` : '模型设计'}
          {ws && <Tag color={ws.version ? 'green' : 'default'}>{ws.version ? `已发布 第${ws.version}版` : '草稿'}</Tag>}
        </Space>
      }
      extra={
        <Space>
          <HasPermi perms={[P.model.edit]}>
            <Button onClick={save} data-testid="model-save">
              保存草稿
            </Button>
          </HasPermi>
          <HasPermi perms={[P.model.publish]}>
            <Button
              type="primary"
              data-testid="model-publish"
              onClick={async () => {
                await save()
                const res = await api.publish(modelId)
                getFeedback().message.success(res.msg)
                await load(modelId)
              }}
            >
              保存并发布
            </Button>
          </HasPermi>
          <Button onClick={() => go(PAGES.info(modelId))}>详情</Button>
        </Space>
      }
    >
      <Form form={form} initialValues={{ fieldList: [], regionList: [], ruleList: [], inspectList: [] }}>
        <Tabs
          items={[
            { key: 'fields', label: '字段', children: <FieldsTab regions={regions} dicts={dicts} /> },
            { key: 'regions', label: '表单分区', children: <RegionsTab /> },
            { key: 'rules', label: '编码规则', children: <RulesTab fieldCodes={fieldCodes} /> },
            { key: 'inspect', label: '质量规则', children: <InspectTab fieldCodes={fieldCodes} dicts={dicts} /> },
          ]}
        />
      </Form>
    </Card>
  )
}
