import {
  GEN_TEMPLATE_LABELS,
  GEN_TEMPLATES,
  hasSubTable,
  isTreeTemplate,
  type GenDetail,
  type GenTemplate,
} from '@wp/contract'
import { Col, Form, Row, Select } from 'antd'
import type { GenDraft } from '../api'
import { TextSetting, type Set } from './fields'

const TREE_FIELDS = [
  ['treeCode', '树编码字段'],
  ['treeParentCode', '树父编码字段'],
  ['treeName', '树名称字段'],
] as const

/** A select of the draft's settings in a form column. */
function Choose({
  label,
  value,
  options,
  onChange,
  span = 12,
}: {
  label: string
  value?: string | null
  options: { value: string; label: string }[]
  onChange: (value: string) => void
  span?: number
}) {
  return (
    <Col span={span}>
      <Form.Item label={label}>
        <Select value={value || undefined} aria-label={label} options={options} onChange={onChange} />
      </Form.Item>
    </Col>
  )
}

/**
 * 生成信息: the template, the module's and business's names, the function's name, the permission prefix, the parent
 * menu, and what the template needs: the tree's id / parent / name columns, the sub-table and its foreign key.
 */
export function GenInfo({ draft, set, detail }: { draft: GenDraft; set: Set; detail: GenDetail }) {
  const template = draft.tplCategory
  const own = draft.columns.map((c) => ({ value: c.columnName, label: `${c.columnName}：${c.columnComment}` }))
  const subTables = detail.tables.filter((t) => t.tableName !== draft.tableName)
  const subColumns = subTables.find((t) => t.tableName === draft.subTableName)?.columns ?? []
  const text = (name: Extract<keyof GenDraft, string>, label: string) => (
    <TextSetting draft={draft} set={set} name={name} label={label} />
  )
  return (
    <Form layout="vertical">
      <Row gutter={16}>
        <Choose
          label="生成模板"
          value={template}
          options={GEN_TEMPLATES.map((t) => ({ value: t, label: GEN_TEMPLATE_LABELS[t] }))}
          onChange={(tplCategory) => set({ tplCategory: tplCategory as GenTemplate })}
        />
        {text('moduleName', '生成模块名')}
        {text('businessName', '生成业务名')}
        {text('functionName', '生成功能名')}
        {text('permissionPrefix', '权限前缀（默认 模块:业务）')}
        {text('parentMenuKey', '上级菜单的键（默认本模块的目录）')}
        {isTreeTemplate(template) &&
          TREE_FIELDS.map(([key, label]) => (
            <Choose
              key={key}
              span={8}
              label={label}
              value={draft[key]}
              options={own}
              onChange={(v) => set({ [key]: v })}
            />
          ))}
        {hasSubTable(template) && (
          <>
            <Choose
              label="关联子表的表名"
              value={draft.subTableName}
              options={subTables.map((t) => ({ value: t.tableName, label: `${t.tableName}：${t.tableComment}` }))}
              onChange={(subTableName) => set({ subTableName, subTableFkName: null })}
            />
            <Choose
              label="子表关联的外键名"
              value={draft.subTableFkName}
              options={subColumns.map((c) => ({ value: c.columnName, label: `${c.columnName}：${c.columnComment}` }))}
              onChange={(subTableFkName) => set({ subTableFkName })}
            />
          </>
        )}
      </Row>
    </Form>
  )
}
