// A test page (served at /tests/playground.html) that mounts the kit and the shared widgets on a page no React app owns,
// so the browser tests can drive the real http layer, the access components, the money input and the editor.
import { createRoot } from 'react-dom/client'
import { useEffect, useState } from 'react'
import { Button, Space, Typography } from 'antd'
import { HasPermi, HasRole, KitProviders, get, sessionStore, useSession } from '@wp/kit'
import { MoneyInput, RichTextEditor } from '@wp/ui'

function Playground() {
  const user = useSession((s) => s.user)
  const [money, setMoney] = useState('')
  const [html, setHtml] = useState('<p>初始内容</p>')
  const [log, setLog] = useState<string[]>([])
  useEffect(() => {
    sessionStore
      .getState()
      .getInfo()
      .catch(() => undefined)
  }, [])
  const call = (label: string, timeout?: number) => () =>
    get('/system/user/getInfo', undefined, timeout ? { timeout } : undefined)
      .then(() => setLog((l) => [...l, `${label}: ok`]))
      .catch((e: Error) => setLog((l) => [...l, `${label}: ${e.message}`]))
  return (
    <div style={{ padding: 16 }}>
      <Typography.Title level={4}>Kit playground</Typography.Title>
      <p data-testid="who">{user ? `signed in as ${user.userName}` : 'anonymous'}</p>
      <Space wrap>
        <Button data-testid="call-one" onClick={call('one')}>
          call getInfo
        </Button>
        <Button
          data-testid="call-three"
          onClick={() => {
            call('a')()
            call('b')()
            call('c')()
          }}
        >
          three calls at once
        </Button>
      </Space>
      <ul data-testid="log">
        {log.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
      <section>
        <HasPermi perms={['system:dict:add']}>
          <Button data-testid="perm-dict-add">新增字典（system:dict:add）</Button>
        </HasPermi>
        <HasPermi perms={['system:dict:list']}>
          <Button data-testid="perm-dict-list">字典列表（system:dict:list）</Button>
        </HasPermi>
        <HasRole roles={['common']}>
          <Button data-testid="role-common">普通角色可见</Button>
        </HasRole>
      </section>
      <section style={{ maxWidth: 360, marginTop: 16 }}>
        <MoneyInput data-testid="money" value={money} onChange={setMoney} allowNegative />
        <p data-testid="money-value">{money}</p>
      </section>
      <section style={{ marginTop: 16 }}>
        <RichTextEditor value={html} onChange={setHtml} />
        <pre data-testid="editor-html">{html}</pre>
      </section>
    </div>
  )
}

createRoot(document.getElementById('app')!).render(
  <KitProviders>
    <Playground />
  </KitProviders>,
)
