import { WORKFLOW_DICT_TYPES } from '@wp/contract'
import { useDict } from '@wp/kit'
import { ActionDialog } from '@wp/ui'
import { App, Form, Input, Select } from 'antd'
import { deployXml } from './api'
import type { ProcessGraph } from './graph'
import type { DesignerCanvas } from './modeler'

interface DeployValues {
  name: string
  category?: string
}

/** 部署: the process name and category, then the XML goes to the server as a new version of its key. */
export function DeployDialog({
  canvas,
  graph,
  onClose,
}: {
  canvas: DesignerCanvas
  graph: ProcessGraph | undefined
  onClose: () => void
}) {
  const [form] = Form.useForm<DeployValues>()
  const { message } = App.useApp()
  const categories = useDict(WORKFLOW_DICT_TYPES.processCategory)[WORKFLOW_DICT_TYPES.processCategory]
  const process = (
    canvas.definitions().rootElements as { $type: string; get?: (n: string) => unknown }[] | undefined
  )?.find((r) => r.$type === 'bpmn:Process')
  const category = process?.get?.('flowable:processCategory')
  const submit = async () => {
    const values = await form.validateFields().catch(() => null)
    if (!values) return false
    const res = await deployXml({ name: values.name, category: values.category, xml: await canvas.exportXml() })
    message.success(res.msg && res.msg !== '操作成功' ? res.msg : '部署成功')
  }
  return (
    <ActionDialog open title="部署流程" onSubmit={submit} onClose={onClose} submitTestId="designer-deploy-submit">
      <Form
        form={form}
        labelCol={{ span: 5 }}
        initialValues={{ name: graph?.name ?? '', category: typeof category === 'string' ? category : undefined }}
        data-testid="designer-deploy-dialog"
      >
        <Form.Item label="流程名称" name="name" rules={[{ required: true, message: '流程名称不能为空' }]}>
          <Input maxLength={64} data-testid="designer-deploy-name" />
        </Form.Item>
        <Form.Item label="流程分类" name="category">
          <Select
            allowClear
            options={categories.map((c) => ({ value: c.value, label: c.label }))}
            placeholder="请选择流程分类"
          />
        </Form.Item>
        <Form.Item label="流程标识">{graph?.id}</Form.Item>
      </Form>
    </ActionDialog>
  )
}
