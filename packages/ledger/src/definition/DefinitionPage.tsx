import { CloudUploadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { LEDGER_PERMISSIONS, type LedgerDefinitionRow } from '@wp/contract'
import { deleteQuestionOf, ListScreen } from '@wp/ui'
import { useState } from 'react'
import { listDefinitions, publishDefinition, removeDefinitions } from '../api'
import { DefinitionDialog } from './DefinitionDialog'

const P = LEDGER_PERMISSIONS.definition
const STATES = [
  { value: 'draft', label: '草稿', listClass: 'info' },
  { value: 'published', label: '已发布', listClass: 'success' },
  { value: 'changed', label: '有改动未发布', listClass: 'warning' },
]

/** 台账定义: the ledgers, their state and version; 新增 / 修改 (a draft), 发布 (menu, permissions, the screen), 删除. */
export default function DefinitionPage() {
  const [editing, setEditing] = useState<{ row?: LedgerDefinitionRow } | null>(null)
  return (
    <ListScreen<LedgerDefinitionRow>
      name="ledger-definition"
      rowKey="ledgerId"
      perms={{ query: P.query, remove: P.remove }}
      load={(params) => listDefinitions(params)}
      search={[
        { name: 'ledgerCode', label: '编码' },
        { name: 'ledgerName', label: '名称' },
      ]}
      columns={[
        { key: 'ledgerCode', title: '编码', width: 120 },
        { key: 'ledgerName', title: '名称', width: 180 },
        { key: 'state', title: '状态', width: 120, choices: STATES },
        { key: 'version', title: '版本', width: 80, align: 'center' },
        { key: 'publishTime', title: '发布时间', width: 170, time: true },
        { key: 'remark', title: '备注' },
      ]}
      remove={(rows) => removeDefinitions(rows.map((r) => r.ledgerId))}
      removeConfirm={deleteQuestionOf('台账', (r) => r.ledgerName)}
      toolbar={() => [
        {
          perm: P.add,
          label: '新增',
          icon: <PlusOutlined />,
          testId: 'ledger-definition-add',
          onClick: () => setEditing({}),
        },
      ]}
      actionsWidth={220}
      rowActions={(row, screen) => [
        {
          perm: P.edit,
          label: '修改',
          icon: <EditOutlined />,
          testId: 'ledger-definition-edit',
          onClick: () => setEditing({ row }),
        },
        {
          perm: P.publish,
          label: '发布',
          icon: <CloudUploadOutlined />,
          testId: 'ledger-definition-publish',
          disabled: row.state === 'published',
          confirm: `确认发布台账"${row.ledgerName}"吗？发布后生成菜单与权限。`,
          onClick: async () => {
            await publishDefinition(row.ledgerId)
            screen.message.success('发布成功')
            await screen.reload()
          },
        },
      ]}
    >
      {(screen) => (
        <DefinitionDialog
          row={editing?.row}
          open={!!editing}
          onClose={() => setEditing(null)}
          onSaved={() => void screen.reload()}
        />
      )}
    </ListScreen>
  )
}
