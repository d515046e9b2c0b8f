import { EditOutlined } from '@ant-design/icons'
import { Button, Card, Checkbox, Col, Empty, Modal, Row, Typography } from 'antd'
import { useSession } from '@wp/kit'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { entryHref, useLayout } from '../shell/LayoutContext'
import { pinnablePages, readShortcuts, resolveShortcuts, saveShortcuts } from './shortcuts'

/** 我的快捷入口: the menu pages the user pinned, and the dialog that chooses them (the layout's workbench card). */
export default function ShortcutsCard() {
  const navigate = useNavigate()
  const { menus, renderIcon } = useLayout()
  const userName = useSession((s) => s.user?.userName) ?? ''
  const [pinned, setPinned] = useState<string[]>(() => readShortcuts(userName))
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState<string[]>([])
  const pages = useMemo(() => pinnablePages(menus).filter((p) => !p.external), [menus])
  const shortcuts = useMemo(() => resolveShortcuts(pinned, menus), [pinned, menus])

  useEffect(() => {
    setPinned(readShortcuts(userName))
  }, [userName])

  return (
    <Card
      title="我的快捷入口"
      data-testid="workbench-shortcuts"
      extra={
        <Button
          type="link"
          icon={<EditOutlined />}
          data-testid="workbench-shortcuts-edit"
          onClick={() => {
            setDraft(pinned)
            setEditing(true)
          }}
        >
          编辑
        </Button>
      }
    >
      {shortcuts.length ? (
        <Row gutter={[12, 12]}>
          {shortcuts.map((s) => (
            <Col key={s.path} xs={12} sm={8} md={6}>
              <Card
                size="small"
                hoverable
                data-testid="workbench-shortcut-item"
                data-path={s.path}
                onClick={() => navigate(entryHref(s))}
                style={{ textAlign: 'center' }}
              >
                <div style={{ fontSize: 22 }}>{renderIcon(s.icon)}</div>
                <div>{s.title}</div>
              </Card>
            </Col>
          ))}
        </Row>
      ) : (
        <Empty description="还没有快捷入口，点击“编辑”把常用菜单固定到这里" />
      )}
      <Modal
        title="编辑快捷入口"
        open={editing}
        onCancel={() => setEditing(false)}
        onOk={() => {
          saveShortcuts(userName, draft)
          setPinned(draft)
          setEditing(false)
        }}
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
    </Card>
  )
}
