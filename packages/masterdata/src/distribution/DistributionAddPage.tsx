import { MDM_DICTS, MDM_DISTRIBUTION, MDM_SUBSCRIBER, type InputOf } from '@wp/contract'
import { crudApi, getFeedback, useDict } from '@wp/kit'
import { useGo } from '@wp/ui'
import { Button, Card, Checkbox, Form, Input, InputNumber, Select } from 'antd'
import { useEffect, useState } from 'react'
import { api, PAGES, type ModelOption } from '../shared/api'

const topics = crudApi(MDM_DISTRIBUTION)
const subscribers = crudApi(MDM_SUBSCRIBER)

/** 新增分发 (`/masterdata/model/distribution/add`): a model to a subscriber, how and what. */
export default function DistributionAddPage() {
  const go = useGo()
  const [form] = Form.useForm<InputOf<typeof MDM_DISTRIBUTION>>()
  const [models, setModels] = useState<ModelOption[]>([])
  const [subs, setSubs] = useState<{ value: number; label: string }[]>([])
  const modes = useDict(MDM_DICTS.distMode)[MDM_DICTS.distMode]
  useEffect(() => {
    void api.published().then(setModels)
    void subscribers
      .list({ pageSize: 100 })
      .then((r) => setSubs(r.rows.map((s) => ({ value: s.subscriberId, label: s.subscriberName }))))
  }, [])
  return (
    <Card title="新增分发">
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={{
          distMode: 'realtime',
          onCreate: true,
          onUpdate: true,
          onRetire: true,
          maxRetry: 3,
          retryIntervalSec: 60,
        }}
      >
        <Form.Item name="modelId" label="模型" rules={[{ required: true, message: '请选择模型' }]}>
          <Select data-testid="dist-model" options={models.map((m) => ({ value: m.modelId, label: m.modelName }))} />
        </Form.Item>
        <Form.Item name="subscriberId" label="订阅系统" rules={[{ required: true, message: '请选择订阅系统' }]}>
          <Select data-testid="dist-subscriber" options={subs} />
        </Form.Item>
        <Form.Item name="distMode" label="分发方式">
          <Select options={modes} />
        </Form.Item>
        <Form.Item name="cron" label="调度（定时分发）">
          <Input placeholder="如 0 0 2 * * ?" />
        </Form.Item>
        <Form.Item name="onCreate" valuePropName="checked" noStyle>
          <Checkbox>新增时分发</Checkbox>
        </Form.Item>
        <Form.Item name="onUpdate" valuePropName="checked" noStyle>
          <Checkbox>修改时分发</Checkbox>
        </Form.Item>
        <Form.Item name="onRetire" valuePropName="checked">
          <Checkbox>停用时分发</Checkbox>
        </Form.Item>
        <Form.Item name="fieldCodes" label="分发字段（逗号分隔，留空为全部非敏感字段）">
          <Input data-testid="dist-fields" />
        </Form.Item>
        <Form.Item name="fieldRename" label="字段改名（模型字段=订阅方字段）">
          <Input data-testid="dist-rename" />
        </Form.Item>
        <Form.Item name="filterExpr" label="过滤条件（字段=值）">
          <Input />
        </Form.Item>
        <Form.Item name="maxRetry" label="最多重试">
          <InputNumber min={0} max={20} />
        </Form.Item>
        <Form.Item name="retryIntervalSec" label="重试间隔（秒，逐次翻倍）">
          <InputNumber min={1} max={86400} />
        </Form.Item>
        <Button
          type="primary"
          data-testid="dist-save"
          onClick={async () => {
            await topics.add(await form.validateFields())
            getFeedback().message.success('已保存')
            go(PAGES.distribution)
          }}
        >
          保存
        </Button>
      </Form>
    </Card>
  )
}
