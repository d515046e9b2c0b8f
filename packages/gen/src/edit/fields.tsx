import { Col, Form, Input, Row } from 'antd'
import type { GenDraft } from '../api'

export type Set = (patch: Partial<GenDraft>) => void

/** One text setting of the draft in a form column. */
export function TextSetting({
  draft,
  set,
  name,
  label,
  disabled,
  span = 12,
}: {
  draft: GenDraft
  set: Set
  name: Extract<keyof GenDraft, string>
  label: string
  disabled?: boolean
  span?: number
}) {
  return (
    <Col span={span}>
      <Form.Item label={label}>
        <Input
          value={(draft[name] as string | null | undefined) ?? ''}
          disabled={disabled}
          aria-label={label}
          data-testid={`gen-${name}`}
          onChange={(e) => set({ [name]: e.target.value } as Partial<GenDraft>)}
        />
      </Form.Item>
    </Col>
  )
}

/** 基本信息: the table, its entity name, author and remark. */
export function BasicInfo({ draft, set }: { draft: GenDraft; set: Set }) {
  return (
    <Form layout="vertical">
      <Row gutter={16}>
        <TextSetting draft={draft} set={set} name="tableName" label="表名称" disabled />
        <TextSetting draft={draft} set={set} name="tableComment" label="表描述" />
        <TextSetting draft={draft} set={set} name="className" label="实体类名称" />
        <TextSetting draft={draft} set={set} name="functionAuthor" label="作者" />
        <TextSetting draft={draft} set={set} name="remark" label="备注" span={24} />
      </Row>
    </Form>
  )
}
