import type { FormField } from '@wp/contract'
import { FileUpload, MoneyInput, RichTextEditor } from '@wp/ui'
import { DatePicker, Input, InputNumber, Radio, Select, TreeSelect, type SelectProps } from 'antd'
import type { ReactNode } from 'react'
import { useFieldOptions } from './fieldModel'
import { useDeptTree, useUserOptions } from './pickers'

/** What a control receives from its Form.Item (value / onChange) plus whether it is read-only. */
export interface ControlProps {
  field: FormField
  disabled: boolean
  value?: never
  onChange?: never
}

/** A field's select: clearable, several choices when the field says `multiple`, 请选择<label> unless it says else. */
function FieldSelect({
  field,
  disabled,
  options,
  search,
  ...rest
}: ControlProps & { options: SelectProps['options']; search?: boolean }) {
  return (
    <Select
      allowClear
      {...(search ? { showSearch: true, optionFilterProp: 'label' } : {})}
      disabled={disabled}
      mode={field.multiple ? 'multiple' : undefined}
      placeholder={field.placeholder ?? `请选择${field.label}`}
      options={options}
      {...rest}
    />
  )
}

function ChoiceControl({ field, disabled, ...rest }: ControlProps) {
  const options = useFieldOptions(field)
  if (field.type === 'radio') return <Radio.Group disabled={disabled} options={options} {...rest} />
  return <FieldSelect field={field} disabled={disabled} options={options} {...rest} />
}

function UserControl({ field, disabled, ...rest }: ControlProps) {
  const options = useUserOptions()
  return <FieldSelect field={field} disabled={disabled} options={options} search {...rest} />
}

function DeptControl({ field, disabled, ...rest }: ControlProps) {
  const tree = useDeptTree()
  return (
    <TreeSelect
      allowClear
      treeDefaultExpandAll
      disabled={disabled}
      multiple={field.multiple}
      placeholder={field.placeholder ?? `请选择${field.label}`}
      treeData={tree}
      {...rest}
    />
  )
}

/** The antd control of each field type (sub-tables are drawn by the renderer itself). */
export function FieldControl(props: ControlProps): ReactNode {
  const { field, disabled, ...rest } = props
  const placeholder = field.placeholder ?? `请输入${field.label}`
  switch (field.type) {
    case 'textarea':
      return (
        <Input.TextArea rows={3} disabled={disabled} placeholder={placeholder} maxLength={field.maxLength} {...rest} />
      )
    case 'number':
      return (
        <InputNumber
          style={{ width: '100%' }}
          disabled={disabled}
          min={field.min}
          max={field.max}
          precision={field.precision}
          placeholder={placeholder}
          {...rest}
        />
      )
    case 'money':
      return <MoneyInput disabled={disabled} placeholder={placeholder} {...rest} />
    case 'select':
    case 'radio':
      return <ChoiceControl {...props} />
    case 'date':
      return <DatePicker style={{ width: '100%' }} disabled={disabled} {...rest} />
    case 'daterange':
      return <DatePicker.RangePicker style={{ width: '100%' }} disabled={disabled} {...rest} />
    case 'user':
      return <UserControl {...props} />
    case 'dept':
      return <DeptControl {...props} />
    case 'upload':
      return <FileUpload disabled={disabled} limit={field.maxCount ?? 5} {...rest} />
    case 'richtext':
      return <RichTextEditor disabled={disabled} height={240} {...rest} />
    default:
      return <Input disabled={disabled} placeholder={placeholder} maxLength={field.maxLength} {...rest} />
  }
}
