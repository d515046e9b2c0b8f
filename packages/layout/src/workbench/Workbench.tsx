import { EditOutlined } from '@ant-design/icons'
import { Button, Card, Checkbox, Col, Empty, List, Modal, Row, Typography } from 'antd'
import { DictTag, parseTime, useSession } from '@wp/kit'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { entryHref, useLayout } from '../shell/LayoutContext'
import { getLatestArticles, type LatestArticle } from './api'
import { pinnablePages, readShortcuts, resolveShortcuts, saveShortcuts } from './shortcuts'

/** The landing page after login: latest articles, the user's shortcuts, and room for approvals and statistics. */
export default function Workbench() {
  const navigate = useNavigate()
  const { menus, renderIcon } = useLayout()
  const userName = useSession((s) => s.user?.userName) ?? ''
  const [articles, setArticles] = useState<LatestArticle[] | null>(null)
  const [articlesFailed, setArticlesFailed] = useState(false)
  const [pinned, setPinned] = useState<string[]>(() => readShortcuts(userName))
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState<string[]>([])
  const pages = useMemo(() => pinnablePages(menus).filter((p) => !p.external), [menus])
  const shortcuts = useMemo(() => resolveShortcuts(pinned, menus), [pinned, menus])

  useEffect(() => {
    let live = true
    getLatestArticles()
      .then((list) => live && setArticles(list))
      .catch(() => live && (setArticles([]), setArticlesFailed(true)))
    return () => {
      live = false
    }
  }, [])

  useEffect(() => {
    setPinned(readShortcuts(userName))
  }, [userName])

  return (
    <div data-testid="workbench">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
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
          </Card>

          <Card title="待办审批" style={{ marginTop: 16 }} data-testid="workbench-approvals">
            <Empty description="流程模块上线后，这里显示待您审批的事项" />
          </Card>
        </Col>

        <Col xs={24} lg={10}>
          <Card title="最新公告" data-testid="workbench-articles" loading={articles === null}>
            {articles?.length ? (
              <List
                dataSource={articles}
                renderItem={(a) => (
                  <List.Item key={a.noticeId} data-testid="workbench-article">
                    <List.Item.Meta
                      title={
                        <span>
                          <DictTag type="sys_notice_type" value={a.noticeType} /> {a.noticeTitle}
                        </span>
                      }
                      description={`${a.createBy ?? ''} ${parseTime(a.createTime, '{y}-{m}-{d} {h}:{i}') ?? ''}`}
                    />
                  </List.Item>
                )}
              />
            ) : (
              <Empty description={articlesFailed ? '公告加载失败' : '暂无公告'} />
            )}
          </Card>

          <Card title="统计概览" style={{ marginTop: 16 }} data-testid="workbench-statistics">
            <Empty description="统计模块上线后，这里显示统计数据" />
          </Card>
        </Col>
      </Row>

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
    </div>
  )
}
