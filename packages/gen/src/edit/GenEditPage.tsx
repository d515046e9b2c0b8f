import type { GenColumn, GenDetail, GenFiles } from '@wp/contract'
import { useGo, useRouteParam } from '@wp/ui'
import { App, Button, Card, Result, Space, Spin, Tabs } from 'antd'
import { useEffect, useState } from 'react'
import { dictTypeOptions, loadDetail, previewDraft, saveTable, type GenDraft } from '../api'
import { CodePreview } from '../preview/CodePreview'
import { ColumnGrid } from './ColumnGrid'
import { BasicInfo } from './fields'
import { GenInfo } from './GenInfo'

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
  const [missing, setMissing] = useState(false)
  const preview = useDraftPreview(draft)

  useEffect(() => {
    if (!tableId) return
    loadDetail(tableId).then(
      (d) => {
        setDetail(d)
        setDraft({ ...d.info, columns: d.rows })
      },
      () => setMissing(true),
    )
    dictTypeOptions().then(setDictTypes, () => undefined)
  }, [tableId])

  const set = (patch: Partial<GenDraft>) => setDraft((d) => (d ? { ...d, ...patch } : d))
  const setColumn = (index: number, patch: Partial<GenColumn>) =>
    setDraft((d) => (d ? { ...d, columns: d.columns.map((c, i) => (i === index ? { ...c, ...patch } : c)) } : d))
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

  if (missing)
    return (
      <Result
        status="404"
        title="业务表不存在"
        subTitle="它可能已被删除，请回到代码生成列表重新导入"
        extra={<Button onClick={() => go('/tool/gen')}>返回列表</Button>}
      />
    )
  if (!draft) return <Spin data-testid="gen-edit-loading" />
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
              children: <BasicInfo draft={draft} set={set} />,
            },
            {
              key: 'columns',
              label: '字段信息',
              children: <ColumnGrid columns={draft.columns} dictTypes={dictTypes} onChange={setColumn} />,
            },
            {
              key: 'gen',
              label: '生成信息',
              children: detail && <GenInfo draft={draft} set={set} detail={detail} />,
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
