import { UploadOutlined } from '@ant-design/icons'
import { WORKFLOW_DICT_TYPES, type FlowDefinitionRow, type FlowFormRow } from '@wp/contract'
import { parseTime, useDict, useLoad } from '@wp/kit'
import { ActionDialog, PlainTable } from '@wp/ui'
import { App, Button, Form, Input, Modal, Select, Spin, Tag, Upload } from 'antd'
import { useCallback, useState } from 'react'
import { listForms, readXml } from '../designer/api'
import { ProcessViewer } from '../viewer/ProcessViewer'
import { bindForm, importDefinition, listVersions } from './api'

/** 流程图: the deployed diagram in the viewer (no progress). */
export function DiagramDialog({ row, onClose }: { row: FlowDefinitionRow; onClose: () => void }) {
  const xml = useLoad(useCallback(() => readXml(row.deploymentId), [row.deploymentId])).value
  return (
    <Modal open title={`流程图：${row.name}`} width={960} footer={null} onCancel={onClose} destroyOnHidden>
      {xml ? <ProcessViewer xml={xml} height={480} /> : <Spin />}
    </Modal>
  )
}

export function XmlDialog({ row, onClose }: { row: FlowDefinitionRow; onClose: () => void }) {
  const xml = useLoad(useCallback(() => readXml(row.deploymentId), [row.deploymentId])).value
  return (
    <Modal open title={`流程XML：${row.name}`} width={860} footer={null} onCancel={onClose}>
      {xml === undefined ? (
        <Spin />
      ) : (
        <pre data-testid="definition-xml" style={{ maxHeight: '60vh', overflow: 'auto', fontSize: 12 }}>
          {xml}
        </pre>
      )}
    </Modal>
  )
}

/** 版本: every deployed version of the key; running instances keep the version they started with. */
export function VersionsDialog({ row, onClose }: { row: FlowDefinitionRow; onClose: () => void }) {
  const versions = useLoad(useCallback(() => listVersions(row), [row])).value
  return (
    <Modal open title={`版本：${row.name}`} width={720} footer={null} onCancel={onClose}>
      <PlainTable<FlowDefinitionRow>
        rowKey="deploymentId"
        loading={!versions}
        dataSource={versions}
        data-testid="definition-versions"
        columns={[
          { key: 'version', dataIndex: 'version', title: '版本', render: (v: number) => <Tag>v{v}</Tag> },
          {
            key: 'deploymentTime',
            dataIndex: 'deploymentTime',
            title: '部署时间',
            render: (v: string) => parseTime(v),
          },
          { key: 'runningCount', dataIndex: 'runningCount', title: '运行中实例' },
          {
            key: 'state',
            dataIndex: 'suspensionState',
            title: '状态',
            render: (v: number) => (v === 2 ? <Tag color="orange">挂起</Tag> : <Tag color="green">激活</Tag>),
          },
        ]}
      />
    </Modal>
  )
}

/** The name of the file's (first) process, `<bpmn:process name="…">`, or '' when it has none or is not BPMN. */
export function processNameOf(xml: string): string {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  if (doc.getElementsByTagName('parsererror').length) return ''
  const process = doc.getElementsByTagNameNS('*', 'process')[0]
  return process?.getAttribute('name')?.trim() ?? ''
}

/** 导入: a .bpmn file deployed as a new version of its key; the process name is taken from the file when empty. */
export function ImportDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ name: string; category?: string }>()
  const [file, setFile] = useState<File>()
  const categories = useDict(WORKFLOW_DICT_TYPES.processCategory)[WORKFLOW_DICT_TYPES.processCategory]
  const { message } = App.useApp()
  const submit = async () => {
    const v = await form.validateFields().catch(() => null)
    if (!v) return false
    if (!file) {
      message.error('请选择 .bpmn 文件')
      return false
    }
    const res = await importDefinition(file, v.name, v.category)
    if (res.code !== 200) {
      message.error(res.msg || '导入失败')
      return false
    }
    message.success(res.msg || '部署成功')
    onDone()
  }
  return (
    <ActionDialog open title="导入流程" onSubmit={submit} onClose={onClose} submitTestId="definition-import-submit">
      <Form form={form} labelCol={{ span: 5 }}>
        <Form.Item label="流程名称" name="name" rules={[{ required: true, message: '流程名称不能为空' }]}>
          <Input data-testid="definition-import-name" />
        </Form.Item>
        <Form.Item label="流程分类" name="category">
          <Select allowClear options={categories.map((c) => ({ value: c.value, label: c.label }))} />
        </Form.Item>
        <Form.Item label="流程文件" required>
          <Upload
            accept=".bpmn,.xml"
            maxCount={1}
            beforeUpload={(f) => {
              setFile(f)
              void f.text().then((xml) => {
                const name = processNameOf(xml)
                if (name && !form.getFieldValue('name')) form.setFieldsValue({ name })
              })
              return false
            }}
            onRemove={() => setFile(undefined)}
          >
            <Button icon={<UploadOutlined />} data-testid="definition-import-file">
              选择 .bpmn 文件
            </Button>
          </Upload>
        </Form.Item>
      </Form>
    </ActionDialog>
  )
}

/** 配置表单: the library form a deployment starts with. */
export function BindFormDialog({
  row,
  onClose,
  onDone,
}: {
  row: FlowDefinitionRow
  onClose: () => void
  onDone: () => void
}) {
  const forms = useLoad(listForms).value
  const [formId, setFormId] = useState<number | undefined>(row.formId ?? undefined)
  const { message } = App.useApp()
  const submit = async () => {
    if (!formId) {
      message.error('请选择表单')
      return false
    }
    await bindForm(formId, row.deploymentId)
    message.success('配置成功')
    onDone()
  }
  return (
    <ActionDialog
      open
      title={`配置表单：${row.name}`}
      onSubmit={submit}
      onClose={onClose}
      submitTestId="definition-form-submit"
    >
      <Select<number>
        style={{ width: '100%' }}
        loading={!forms}
        placeholder="请选择表单"
        value={formId}
        data-testid="definition-form-select"
        options={(forms ?? []).map((f: FlowFormRow) => ({ value: f.formId, label: f.formName }))}
        onChange={setFormId}
      />
    </ActionDialog>
  )
}
