import { EditOutlined, EyeOutlined } from '@ant-design/icons'
import { FLOW_FORM, parseFormSchema, WORKFLOW_PERMISSIONS, type FlowFormRow } from '@wp/contract'
import { ResourceScreen } from '@wp/ui'
import { Empty, Modal } from 'antd'
import { useState } from 'react'
import { forms } from './api'
import { emptySchema } from './builder/model'
import { FormRenderer } from './renderer/FormRenderer'

const P = WORKFLOW_PERMISSIONS.form

/** 表单配置 (flowable/task/form/index, also /form/G), drawn from `FLOW_FORM`; 设计 opens the builder. */
export default function FormLibraryPage() {
  const [preview, setPreview] = useState<FlowFormRow>()
  const schema = preview ? parseFormSchema(preview.formContent) : null
  return (
    <ResourceScreen
      resource={FLOW_FORM}
      api={forms}
      dialog={{
        // the dialog names the form; its content is the builder's (a new form starts empty)
        save: (values, row) =>
          row
            ? forms.edit(row.formId, { ...values, formContent: row.formContent })
            : forms.add({ ...values, formContent: JSON.stringify(emptySchema()) }),
        fields: { formName: { testId: 'form-name' } },
      }}
      rowActions={(row, { go }) => [
        {
          perm: P.edit,
          label: '设计',
          icon: <EditOutlined />,
          testId: 'form-row-design',
          onClick: () => go(`/tool/build/index?formId=${row.formId}`),
        },
        {
          perm: P.query,
          label: '预览',
          icon: <EyeOutlined />,
          testId: 'form-row-preview',
          onClick: () => setPreview(row),
        },
      ]}
    >
      {() => (
        <Modal
          open={Boolean(preview)}
          title={preview?.formName}
          width={760}
          footer={null}
          onCancel={() => setPreview(undefined)}
        >
          {schema ? <FormRenderer schema={schema} testId="form-preview" /> : <Empty description="表单内容无效" />}
        </Modal>
      )}
    </ResourceScreen>
  )
}
