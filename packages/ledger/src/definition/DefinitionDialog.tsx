import { PlusOutlined } from '@ant-design/icons'
import type { LedgerDefinitionRow } from '@wp/contract'
import { ActionDialog, PlainTable } from '@wp/ui'
import { Alert, App, Button, Form, Input } from 'antd'
import { useEffect, useState } from 'react'
import { saveDefinition } from '../api'
import { draftOf, formOf, type DraftForm } from './draft'
import { fieldColumns } from './fieldColumns'

/**
 * 新增 / 修改台账: the code and names, and a table of fields (key, label, type, required, dictionary or fixed
 * options, length, the list / search / form / export roles, sortable). Saved as a draft in the resource description
 * language; the server checks it and says what is wrong.
 */
export function DefinitionDialog({
  row,
  open,
  onClose,
  onSaved,
}: {
  row: LedgerDefinitionRow | undefined
  open: boolean
  onClose: () => void
  onSaved: () => void
}) {
  const { message } = App.useApp()
  const [form] = Form.useForm<DraftForm>()
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    if (open) {
      form.setFieldsValue(formOf(row?.draft))
      setProblem(null)
    }
  }, [open, row, form])

  const submit = async () => {
    const values = await form.validateFields()
    const current = form.getFieldsValue(true) as DraftForm
    setProblem(null)
    try {
      await saveDefinition(draftOf({ ...current, ...values, fields: current.fields }, row?.draft), row?.ledgerId)
    } catch (e) {
      setProblem((e as Error).message)
      return false
    }
    message.success(row ? '修改成功' : '新增成功')
    onSaved()
  }

  return (
    <ActionDialog
      title={row ? `修改台账：${row.ledgerName}` : '新增台账'}
      open={open}
      onClose={onClose}
      onSubmit={submit}
      okText="保存草稿"
      width={1100}
      submitTestId="ledger-definition-submit"
    >
      <Form form={form} layout="inline" data-testid="ledger-definition-dialog" preserve>
        <Form.Item name="code" label="编码" rules={[{ required: true, message: '编码不能为空' }]}>
          <Input placeholder="如 client" disabled={!!row?.published} data-testid="ledger-code" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="title" label="名称" rules={[{ required: true, message: '名称不能为空' }]}>
          <Input placeholder="如 客户管理" data-testid="ledger-title" style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="noun" label="记录称谓">
          <Input placeholder="如 客户" data-testid="ledger-noun" style={{ width: 120 }} />
        </Form.Item>
        <Form.List name="fields">
          {(items, { add, remove }) => (
            <div style={{ width: '100%', marginTop: 12 }}>
              <PlainTable
                rowKey="key"
                dataSource={items}
                data-testid="ledger-fields"
                columns={fieldColumns(remove)}
                // a dozen controls a row: narrower than that (800 px) the table scrolls sideways in its own box,
                // the dialog stays as wide as the window allows
                scroll={{ x: 'max-content' }}
              />
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                style={{ marginTop: 8 }}
                onClick={() => add({ key: '', label: '', type: 'text', list: true, form: true, export: true })}
                data-testid="ledger-field-add"
              >
                添加字段
              </Button>
            </div>
          )}
        </Form.List>
      </Form>
      {problem && (
        <Alert type="error" style={{ marginTop: 12 }} title={problem} data-testid="ledger-definition-problem" />
      )}
    </ActionDialog>
  )
}
