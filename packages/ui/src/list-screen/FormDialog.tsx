import { App, Form } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { ActionDialog } from '../action-dialog/ActionDialog'
import { useFormName } from '../form-name/useFormName'
import { FormFields, type Dicts } from './fields'
import type { DialogSpec, FieldContext, ScreenContext } from './types'

/** Pixels per label character (CJK and full-width punctuation are a full em of 14 px) and the colon and star. */
const LABEL_CHAR = 14
const LABEL_EXTRA = 28
/** Labels longer than this wrap onto a second line rather than push every input to the right. */
const LABEL_MAX = 160

/**
 * The label column's width for these fields when the description gives none: room for the longest label (at least
 * 80 px, the family's), at most LABEL_MAX; a longer label wraps (the form's `labelWrap`), never cut or run into its
 * input.
 */
export function labelWidthOf(fields: readonly { label: string }[]): number {
  const longest = Math.max(0, ...fields.map((f) => f.label.length))
  return Math.min(LABEL_MAX, Math.max(80, longest * LABEL_CHAR + LABEL_EXTRA))
}

/** Which record the dialog shows: none (closed), a new one (with starting values) or an existing one. */
export type DialogState<Row> = { open: false } | { open: true; row?: Row; initial?: Record<string, unknown> }

interface FormDialogProps<Row, V, D> {
  spec: DialogSpec<Row, V, D>
  /** data-testid prefix: <name>-dialog (the form) and <name>-submit (确定) */
  name: string
  state: DialogState<Row>
  screen: ScreenContext<Row>
  dicts: Dicts
  onClose: () => void
  /** after 新增成功 / 修改成功 */
  onSaved: () => void
}

/**
 * 添加<noun> / 修改<noun>: the description's fields with the kit's rules. Editing loads the record first (a failed
 * load closes the dialog: the kit has said why); 确定 validates, saves, says 新增成功 / 修改成功 (or what the save answered, e.g. that an edit went to approval) and closes.
 */
export function FormDialog<Row, V extends object, D>({
  spec,
  name,
  state,
  screen,
  dicts,
  onClose,
  onSaved,
}: FormDialogProps<Row, V, D>) {
  const { message } = App.useApp()
  const [form] = Form.useForm<V>()
  const formName = useFormName(name)
  const values = (Form.useWatch((all: Partial<V>) => all, form) ?? {}) as Partial<V>
  const [data, setData] = useState<D | undefined>(undefined)
  const row = state.open ? state.row : undefined
  const mode = row === undefined ? 'add' : 'edit'
  const latest = useRef({ spec, screen, onClose, initial: state.open ? state.initial : undefined })
  latest.current = { spec, screen, onClose, initial: state.open ? state.initial : undefined }

  useEffect(() => {
    if (!state.open) return
    const { spec, screen, onClose, initial } = latest.current
    let live = true
    form.resetFields()
    setData(undefined)
    const defaults = typeof spec.defaults === 'function' ? spec.defaults(screen) : spec.defaults
    if (row === undefined) form.setFieldsValue({ ...defaults, ...initial } as never)
    spec.load?.(row).then(
      (loaded) => {
        if (!live) return
        setData(loaded.data)
        if (loaded.values) form.setFieldsValue(loaded.values as never)
      },
      () => live && onClose(),
    )
    return () => {
      live = false
    }
  }, [state.open, row, form])

  const submit = async () => {
    // a refused field shows its message under itself; the dialog stays open
    const filled = await form.validateFields().catch(() => null)
    if (!filled) return false
    const outcome = await spec.save(filled, row, data)
    if (typeof outcome === 'string') message.info(outcome)
    else message.success(mode === 'add' ? '新增成功' : '修改成功')
    onSaved()
  }

  const ctx: FieldContext<V, D> = { mode, values, data }
  return (
    <ActionDialog
      title={`${mode === 'add' ? '添加' : '修改'}${spec.noun}`}
      open={state.open}
      onClose={onClose}
      onSubmit={submit}
      submitTestId={`${name}-submit`}
      width={spec.width}
      fullScreen={spec.fullScreen}
    >
      <Form
        form={form}
        name={formName}
        data-testid={`${name}-dialog`}
        // a label longer than its column wraps onto more lines (antd cuts it with an ellipsis otherwise)
        labelWrap
        labelCol={{ flex: `0 0 ${spec.labelWidth ?? labelWidthOf(spec.fields)}px` }}
        wrapperCol={{ flex: '1 1 0', style: { minWidth: 0 } }}
        initialValues={typeof spec.defaults === 'function' ? undefined : (spec.defaults as never)}
      >
        <FormFields fields={spec.fields} ctx={ctx} dicts={dicts} />
      </Form>
    </ActionDialog>
  )
}
