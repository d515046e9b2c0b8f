import { App, Card, Empty, Input } from 'antd'
import { useMemo, useState } from 'react'
import { filterIconNames, MenuIcon } from '@wp/ui'

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text)
  const area = document.createElement('textarea')
  area.value = text
  document.body.appendChild(area)
  area.select()
  document.execCommand('copy')
  area.remove()
}

/** 图标列表 (/icons/list): the menu icon set; search it, click an icon to copy its name. */
export default function IconsPage() {
  const { message } = App.useApp()
  const [query, setQuery] = useState('')
  const names = useMemo(() => filterIconNames(query), [query])
  return (
    <Card title="图标列表" data-testid="icons-list">
      <Input.Search
        placeholder="搜索图标名称"
        allowClear
        style={{ maxWidth: 320, marginBottom: 16 }}
        onChange={(e) => setQuery(e.target.value)}
        data-testid="icons-search"
      />
      {names.length ? (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 8 }}>
          {names.map((name) => (
            <button
              key={name}
              type="button"
              title={`点击复制 ${name}`}
              data-testid="icon-item"
              data-name={name}
              onClick={() =>
                copyText(name).then(
                  () => message.success(`已复制 ${name}`),
                  () => message.error('复制失败'),
                )
              }
              style={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 6,
                padding: '14px 4px',
                border: '1px solid #f0f0f0',
                borderRadius: 6,
                background: '#fff',
                cursor: 'pointer',
              }}
            >
              <span style={{ fontSize: 24 }}>
                <MenuIcon name={name} />
              </span>
              <span translate="no" style={{ fontSize: 12, color: '#606266' }}>
                {name}
              </span>
            </button>
          ))}
        </div>
      ) : (
        <Empty description="没有匹配的图标" />
      )}
    </Card>
  )
}
