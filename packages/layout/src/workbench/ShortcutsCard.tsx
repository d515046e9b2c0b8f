import { EditOutlined } from '@ant-design/icons'
import { Button, Card, Col, Empty, Row } from 'antd'
import { useSession, type WorkbenchCardProps } from '@wp/kit'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { entryHref, useLayout } from '../shell/LayoutContext'
import { pinnablePages, readShortcuts, resolveShortcuts, saveShortcuts } from './shortcuts'

const ShortcutsDialog = lazy(() => import('./ShortcutsDialog'))

/** 我的快捷入口: the menu pages the user pinned, and the dialog that chooses them (the layout's workbench card). */
export default function ShortcutsCard({ Frame }: WorkbenchCardProps) {
  const navigate = useNavigate()
  const { menus, renderIcon } = useLayout()
  const userName = useSession((s) => s.user?.userName) ?? ''
  const [pinned, setPinned] = useState<string[]>(() => readShortcuts(userName))
  const [editing, setEditing] = useState(false)
  // the dialog loads when 编辑 is first clicked and then stays mounted (so that closing it animates)
  const [dialogMounted, setDialogMounted] = useState(false)
  const pages = useMemo(() => pinnablePages(menus).filter((p) => !p.external), [menus])
  const shortcuts = useMemo(() => resolveShortcuts(pinned, menus), [pinned, menus])

  useEffect(() => {
    setPinned(readShortcuts(userName))
  }, [userName])

  return (
    <Frame
      extra={
        <Button
          type="link"
          icon={<EditOutlined />}
          data-testid="workbench-shortcuts-edit"
          onClick={() => {
            setDialogMounted(true)
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
      {dialogMounted && (
        <Suspense fallback={null}>
          <ShortcutsDialog
            open={editing}
            pinned={pinned}
            pages={pages}
            onCancel={() => setEditing(false)}
            onSave={(paths) => {
              saveShortcuts(userName, paths)
              setPinned(paths)
              setEditing(false)
            }}
          />
        </Suspense>
      )}
    </Frame>
  )
}
