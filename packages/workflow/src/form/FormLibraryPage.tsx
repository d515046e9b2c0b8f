import { EditOutlined, EyeOutlined } from '@ant-design/icons'
import { parseFormSchema, WORKFLOW_PERMISSIONS, type FlowFormRow } from '@wp/contract'
import { ListScreen } from '@wp/ui'
import { Empty, Modal } from 'antd'
import { useState } from 'react'
import { addForm, deleteForms, editForm, getForm, listFormRows, type FormInput } from './api'
import { emptySchema } from './builder/model'
import { FormRenderer } from './renderer/FormRenderer'

const P = WORKFLOW_PERMISSIONS.form

/** 表单配置 (flowable/task/form/index, also /form/G): the form library; 设计 opens the builder. */
export default function FormLibraryPage() {
  const [preview, setPreview] = useState<FlowFormRow>()
  const schema = preview ? parseFormSchema(preview.formContent) : null
  return (
    <ListScreen<FlowFormRow, FormInput>
      name="form"
      rowKey="formId"
      perms={P}
      load={listFormRows}
      search={[{ name: 'formName', label: '表单名称', testId: 'form-search-name' }]}
      columns={[
        { key: 'formId', title: '表单编号', width: 100 },
        { key: 'formName', title: '表单名称' },
        { key: 'remark', title: '备注' },
        { key: 'createTime', title: '创建时间', width: 170, time: true },
      ]}
      remove={(rows) => deleteForms(rows.map((r) => r.formId))}
      dialog={{
        noun: '表单',
        load: async (row) => ({ values: row && (await getForm(row.formId)) }),
        save: (values, row) =>
          row
            ? editForm({ ...values, formId: row.formId, formContent: row.formContent })
            : addForm({ ...values, formContent: JSON.stringify(emptySchema()) }),
        fields: [
          { name: 'formName', label: '表单名称', required: true, max: 50, testId: 'form-name' },
          { name: 'remark', label: '备注', kind: 'textarea', max: 500 },
        ],
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
    </ListScreen>
  )
}
