import { GEN_PERMISSIONS, GEN_TABLE } from '@wp/contract'
import { ResourceScreen } from '@wp/ui'
import { useState } from 'react'
import { downloadZip, syncTable, writeToTree } from '../api'
import { ImportDialog } from './ImportDialog'
import { PreviewDialog } from './PreviewDialog'

const P = GEN_PERMISSIONS.table

/**
 * 代码生成 (系统工具 → 代码生成, component `tool/gen/index`): the imported tables from `GEN_TABLE`, with 导入 (the
 * database's tables), 生成 (a zip of the chosen), and in each row 预览, 编辑 (the edit page), 同步 and 生成代码.
 */
export default function GenListPage() {
  const [importing, setImporting] = useState(false)
  const [previewing, setPreviewing] = useState<number>()
  return (
    <ResourceScreen
      resource={GEN_TABLE}
      actionsWidth={300}
      toolbar={(screen) => [
        { perm: P.import, label: '导入', testId: 'gen-import', onClick: () => setImporting(true) },
        {
          perm: P.code,
          label: '生成',
          testId: 'gen-batch',
          disabled: !screen.selected.length,
          onClick: () => downloadZip(screen.selected.map((row) => row.tableName)),
        },
      ]}
      rowActions={(row, screen) => [
        { perm: P.edit, label: '编辑', testId: 'gen-row-edit', onClick: () => screen.go(`/gen/edit/${row.tableId}`) },
        {
          perm: P.preview,
          label: '预览',
          testId: `gen-preview-${row.tableId}`,
          onClick: () => setPreviewing(row.tableId),
        },
        {
          perm: P.edit,
          label: '同步',
          testId: `gen-sync-${row.tableId}`,
          confirm: `确认要强制同步"${row.tableName}"表结构吗？`,
          onClick: async () => {
            const { message } = await syncTable(row.tableName)
            screen.message.success(message)
            await screen.reload()
          },
        },
        { perm: P.code, label: '生成代码', more: true, onClick: () => downloadZip([row.tableName]) },
        {
          perm: P.code,
          label: '写入工作目录',
          more: true,
          confirm: `确认要将"${row.tableName}"生成的模块写入工作目录吗？（仅开发环境）`,
          onClick: async () => screen.message.success(await writeToTree(row.tableName)),
        },
      ]}
    >
      {(screen) => (
        <>
          <ImportDialog open={importing} onClose={() => setImporting(false)} onImported={() => screen.reload()} />
          <PreviewDialog tableId={previewing} onClose={() => setPreviewing(undefined)} />
        </>
      )}
    </ResourceScreen>
  )
}
