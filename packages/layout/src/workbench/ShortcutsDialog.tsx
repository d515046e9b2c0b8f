import { Checkbox, Modal, Typography } from 'antd'
import { useState } from 'react'
import type { pinnablePages } from './shortcuts'

/**
 * 编辑快捷入口: the menu pages to pin, checked as pinned when it opens. Its own chunk (antd Checkbox, Typography):
 * the shortcuts card loads it when 编辑 is first clicked, not with the workbench.
 */
export default function ShortcutsDialog({
  open,
  pinned,
  pages,
  onSave,
  onCancel,
}: {
  open: boolean
  pinned: string[]
  pages: ReturnType<typeof pinnablePages>
  onSave: (paths: string[]) => void
  onCancel: () => void
}) {
  const [draft, setDraft] = useState<string[]>(pinned)
  // each opening starts from what is pinned now (the dialog stays mounted between openings)
  const [shownOpen, setShownOpen] = useState(open)
  if (open !== shownOpen) {
    setShownOpen(open)
    if (open) setDraft(pinned)
  }
  return (
    <Modal
      title="编辑快捷入口"
      open={open}
      onCancel={onCancel}
      onOk={() => onSave(draft)}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ 'data-testid': 'workbench-shortcuts-save' } as Record<string, string>}
    >
      {pages.length ? (
        <Checkbox.Group
          value={draft}
          onChange={(v) => setDraft(v.map(String))}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        >
          {pages.map((p) => (
            <span key={p.path} data-testid="workbench-shortcut-option" data-path={p.path}>
              <Checkbox value={p.path}>{p.trail.join(' / ')}</Checkbox>
            </span>
          ))}
        </Checkbox.Group>
      ) : (
        <Typography.Text type="secondary">菜单里还没有可固定的页面</Typography.Text>
      )}
    </Modal>
  )
}
