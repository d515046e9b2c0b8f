import {
  GEN_TEMPLATE_LABELS,
  GEN_TEMPLATES,
  hasSubTable,
  isTreeTemplate,
  type GenColumn,
  type GenDetail,
  type GenFiles,
  type GenTemplate,
} from '@wp/contract'
import { useGo, useRouteParam } from '@wp/ui'
import { App, Button, Card, Col, Form, Input, Row, Select, Space, Tabs } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { dictTypeOptions, loadDetail, previewDraft, saveTable, type GenDraft } from '../api'
import { CodePreview } from '../preview/CodePreview'
import { ColumnGrid } from './ColumnGrid'

const PREVIEW_DELAY_MS = 600

/** The preview of the draft, asked again a moment after the last change (the server saves nothing). */
function useDraftPreview(draft: GenDraft | undefined) {
  const [state, setState] = useState<{ files?: GenFiles; error?: string; loading: boolean }>({ loading: false })
  useEffect(() => {
    if (!draft) return
    let live = true
    setState((s) => ({ ...s, loading: true }))
    const timer = setTimeout(() => {
      previewDraft(draft).then(
        (files) => live && setState({ files, loading: false }),
        (e: unknown) => live && setState({ error: e instanceof Error ? e.message : '预览失败', loading: false }),
      )
    }, PREVIEW_DELAY_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [draft])
  return state
}

type Text = Extract<keyof GenDraft, string>

/**
 * 修改生成配置 (`/gen/edit/:tableId`): 基本信息, 字段信息 and 生成信息 of one imported table, with a preview of every
 * file that follows the settings as they change; 保存 keeps them.
 */
export default function GenEditPage({ tableId: prop }: { tableId?: string | number }) {
  const tableId = Number(useRouteParam('tableId', prop))
  const go = useGo()
  const { message } = App.useApp()
  const [detail, setDetail] = useState<GenDetail>()
  const [draft, setDraft] = useState<GenDraft>()
  const [dictTypes, setDictTypes] = useState<{ dictType: string; dictName: string }[]>([])
  const [saving, setSaving] = useState(false)
  const preview = useDraftPreview(draft)

  useEffect(() => {
    if (!tableId) return
    loadDetail(tableId).then(
      (d) => {
        setDetail(d)
        setDraft({ ...d.info, columns: d.rows })
      },
      () => undefined,
    )
    dictTypeOptions().then(setDictTypes, () => undefined)
  }, [tableId])

  const set = (patch: Partial<GenDraft>) => setDraft((d) => (d ? { ...d, ...patch } : d))
  const setColumn = (index: number, patch: Partial<GenColumn>) =>
    setDraft((d) => (d ? { ...d, columns: d.columns.map((c, i) => (i === index ? { ...c, ...patch } : c)) } : d))
  const text = (key: Text, label: string, extra: { disabled?: boolean; span?: number } = {}) => (
    <Col span={extra.span ?? 12}>
      <Form.Item label={label}>
        <Input
          value={(draft?.[key] as string | null | undefined) ?? ''}
          disabled={extra.disabled}
          aria-label={label}
          data-testid={`gen-${key}`}
          onChange={(e) => set({ [key]: e.target.value } as Partial<GenDraft>)}
        />
      </Form.Item>
    </Col>
  )
  const columnOptions = useMemo(
    () => (draft?.columns ?? []).map((c) => ({ value: c.columnName, label: `${c.columnName}：${c.columnComment}` })),
    [draft?.columns],
  )
  const subTables = (detail?.tables ?? []).filter((t) => t.tableName !== draft?.tableName)
  const subColumns = subTables.find((t) => t.tableName === draft?.subTableName)?.columns ?? []

  const save = async () => {
    if (!draft) return
    setSaving(true)
    try {
      await saveTable(draft)
      message.success('修改成功')
    } finally {
      setSaving(false)
    }
  }

  if (!draft) return <div className="app-container" data-testid="gen-edit-loading" />
  const template = draft.tplCategory
  return (
    <div className="app-container" data-testid="gen-edit-page">
      <Card
        title={<span translate="no">{draft.tableName}</span>}
        extra={
          <Space>
            <Button onClick={() => go('/tool/gen')}>返 回</Button>
            <Button type="primary" loading={saving} onClick={save} data-testid="gen-save">
              保 存
            </Button>
          </Space>
        }
      >
        <Tabs
          items={[
            {
              key: 'basic',
              label: '基本信息',
              children: (
                <Form layout="vertical">
                  <Row gutter={16}>
                    {text('tableName', '表名称', { disabled: true })}
                    {text('tableComment', '表描述')}
                    {text('className', '实体类名称')}
                    {text('functionAuthor', '作者')}
                    {text('remark', '备注', { span: 24 })}
                  </Row>
                </Form>
              ),
            },
            {
              key: 'columns',
              label: '字段信息',
              children: <ColumnGrid columns={draft.columns} dictTypes={dictTypes} onChange={setColumn} />,
            },
            {
              key: 'gen',
              label: '生成信息',
              children: (
                <Form layout="vertical">
                  <Row gutter={16}>
                    <Col span={12}>
                      <Form.Item label="生成模板">
                        <Select
                          value={template}
                          aria-label="生成模板"
                          data-testid="gen-tplCategory"
                          options={GEN_TEMPLATES.map((t) => ({ value: t, label: GEN_TEMPLATE_LABELS[t] }))}
                          onChange={(tplCategory: GenTemplate) => set({ tplCategory })}
                        />
                      </Form.Item>
                    </Col>
                    {text('moduleName', '生成模块名')}
                    {text('businessName', '生成业务名')}
                    {text('functionName', '生成功能名')}
                    {text('permissionPrefix', '权限前缀（默认 模块:业务）')}
                    {text('parentMenuKey', '上级菜单的键（默认本模块的目录）')}
                    {isTreeTemplate(template) &&
                      (
                        [
                          ['treeCode', '树编码字段'],
                          ['treeParentCode', '树父编码字段'],
                          ['treeName', '树名称字段'],
                        ] as const
                      ).map(([key, label]) => (
                        <Col span={8} key={key}>
                          <Form.Item label={label}>
                            <Select
                              value={draft[key] || undefined}
                              aria-label={label}
                              options={columnOptions}
                              onChange={(v: string) => set({ [key]: v })}
                            />
                          </Form.Item>
                        </Col>
                      ))}
                    {hasSubTable(template) && (
                      <>
                        <Col span={12}>
                          <Form.Item label="关联子表的表名">
                            <Select
                              value={draft.subTableName || undefined}
                              aria-label="关联子表的表名"
                              options={subTables.map((t) => ({
                                value: t.tableName,
                                label: `${t.tableName}：${t.tableComment}`,
                              }))}
                              onChange={(subTableName: string) => set({ subTableName, subTableFkName: null })}
                            />
                          </Form.Item>
                        </Col>
                        <Col span={12}>
                          <Form.Item label="子表关联的外键名">
                            <Select
                              value={draft.subTableFkName || undefined}
                              aria-label="子表关联的外键名"
                              options={subColumns.map((c) => ({
                                value: c.columnName,
                                label: `${c.columnName}：${c.columnComment}`,
                              }))}
                              onChange={(subTableFkName: string) => set({ subTableFkName })}
                            />
                          </Form.Item>
                        </Col>
                      </>
                    )}
                  </Row>
                </Form>
              ),
            },
          ]}
        />
      </Card>
      <Card title="代码预览" style={{ marginTop: 16 }} data-testid="gen-live-preview">
        <CodePreview files={preview.files} loading={preview.loading} error={preview.error} />
      </Card>
    </div>
  )
}
