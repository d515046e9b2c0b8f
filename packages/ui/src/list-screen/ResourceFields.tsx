import { useDict, type ResourceDescription } from '@wp/kit'
import { Form } from 'antd'
import { useMemo } from 'react'
import { dictTypesOf, FormFields, type Dicts } from './fields'
import { formFields } from './fromResource'
import type { FieldContext, FormField } from './types'

export interface ResourceFieldsProps<R extends ResourceDescription> {
  resource: R
  /** only these form fields (default: every field the description puts in the form) */
  keys?: readonly string[]
  /** shown but not editable */
  disabled?: boolean
  mode?: 'add' | 'edit'
  /** what the description cannot say, by field key (choices that follow another field, a section shown only sometimes) */
  fields?: Readonly<Record<string, Partial<FormField<Record<string, unknown>, unknown>>>>
}

/**
 * A description's form fields with the kit's rules, by section, for a page that keeps its own antd `<Form>` (a
 * report page rather than the list's dialog): the same controls, rules and dictionary choices as ResourceScreen's.
 */
export function ResourceFields<const R extends ResourceDescription>({
  resource,
  keys,
  disabled,
  mode = 'add',
  fields: changes,
}: ResourceFieldsProps<R>) {
  const fields = useMemo(() => {
    const all = formFields<Record<string, unknown>, unknown>(resource).map((f) => ({ ...f, ...changes?.[f.name] }))
    const picked = keys ? all.filter((f) => keys.includes(f.name)) : all
    return disabled ? picked.map((f) => ({ ...f, disabled: true })) : picked
  }, [resource, keys, disabled, changes])
  const dicts: Dicts = useDict(...dictTypesOf(fields))
  const form = Form.useFormInstance()
  const values = (Form.useWatch((all: Record<string, unknown>) => all, form) ?? {}) as Record<string, unknown>
  const ctx: FieldContext<Record<string, unknown>, unknown> = { mode, values, data: undefined }
  return <FormFields fields={fields} ctx={ctx} dicts={dicts} />
}
