import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { Button, ConfigProvider, Empty, theme } from 'antd'
import Cookies from 'js-cookie'
import { useContext, useEffect, useState } from 'react'
import { mountRootParcel } from 'single-spa'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getFeedback } from '../feedback/feedback'
import { configureKit, DEFAULT_API_BASE } from '../http/config'
import { get } from '../http/http'
import { sessionStore } from '../session/session'
import { contrastRatio, readableOnWhite } from '../settings/contrast'
import { settingsStore } from '../settings/settings'
import { fakeFetch } from '../testing/fakes'
import { defineModule, eventPropName } from './defineModule'
import { KitProviders } from './KitProviders'

afterEach(cleanup)

function DictTypePage({ title = '字典管理' }: { title?: string }) {
  return <h1>{title}</h1>
}

function PickerElement(props: {
  dictType?: string
  value?: string
  count?: number
  onChange?: (d: unknown) => void
  onRowClick?: (d: unknown) => void
}) {
  const { getPopupContainer } = useContext(ConfigProvider.ConfigContext)
  const popup = getPopupContainer?.()
  return (
    <div>
      <span data-role="props">{`${props.dictType}|${props.value}|${typeof props.count}:${props.count}`}</span>
      <span data-role="popup">{popup && popup.getRootNode() instanceof ShadowRoot ? 'inside' : 'outside'}</span>
      <Button onClick={() => props.onChange?.({ value: props.value })}>选择</Button>
      <button data-role="row" onClick={() => props.onRowClick?.(7)}>
        row
      </button>
    </div>
  )
}

function Pinger() {
  const [answer, setAnswer] = useState('')
  useEffect(() => {
    get('/ping').then((r) => setAnswer(String(r.msg)))
  }, [])
  return <b>{answer}</b>
}

const system = defineModule({
  name: 'system',
  views: { 'system/dict/index': () => Promise.resolve({ default: DictTypePage }) },
  elements: {
    'wp-test-picker': {
      load: () => Promise.resolve({ default: PickerElement }),
      props: { dictType: 'string', value: 'string', count: 'number' },
      events: ['change', 'row-click'],
    },
    'wp-test-pinger': { load: () => Promise.resolve({ default: Pinger }) },
  },
})

function shadowOf(el: Element): ShadowRoot {
  expect(el.shadowRoot).not.toBeNull()
  return el.shadowRoot as ShadowRoot
}

beforeEach(() => {
  Cookies.remove('Admin-Token')
  sessionStore.setState({ token: undefined, roles: [], permissions: [] })
  configureKit({ apiBase: DEFAULT_API_BASE, token: '' })
})
afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('defineModule views', () => {
  it('offers lazily loaded views by component path, and a not-found view for unknown paths', async () => {
    expect(Object.keys(system.views)).toEqual(['system/dict/index'])
    expect(system.hasView('system/dict/index')).toBe(true)
    const View = system.view('system/dict/index')
    render(
      <KitProviders>
        <View />
      </KitProviders>,
    )
    expect(await screen.findByText('字典管理')).toBeTruthy()
    const Missing = system.view('system/nothing/index')
    render(<Missing />)
    // antd Result arrives in its own chunk
    expect(await screen.findByText('页面不存在')).toBeTruthy()
    expect(screen.getByText(/system\/nothing\/index/)).toBeTruthy()
  })
})

describe('defineModule elements', () => {
  it('defines each element once', () => {
    system.defineElements()
    system.defineElements()
    expect(customElements.get('wp-test-picker')).toBeTypeOf('function')
    expect(system.elementTags).toEqual(['wp-test-picker', 'wp-test-pinger'])
  })

  it('renders into an open shadow root with typed attributes mapped to props, updating on change', async () => {
    system.defineElements()
    const el = document.createElement('wp-test-picker')
    el.setAttribute('dict-type', 'sys_user_sex')
    el.setAttribute('value', '1')
    el.setAttribute('count', '3')
    document.body.appendChild(el)
    const root = shadowOf(el)
    expect(root.mode).toBe('open')
    await waitFor(() => expect(root.querySelector('[data-role="props"]')?.textContent).toBe('sys_user_sex|1|number:3'))
    el.setAttribute('value', '2')
    await waitFor(() => expect(root.querySelector('[data-role="props"]')?.textContent).toBe('sys_user_sex|2|number:3'))
    // nothing leaks into the light DOM
    expect(el.childNodes).toHaveLength(0)
  })

  it('writes antd styles into its own shadow root and opens popups inside it', async () => {
    system.defineElements()
    const el = document.createElement('wp-test-picker')
    document.body.appendChild(el)
    const root = shadowOf(el)
    await waitFor(() => expect(root.querySelector('button')).not.toBeNull())
    expect(root.querySelectorAll('style').length).toBeGreaterThan(0)
    expect(root.querySelector('[data-role="popup"]')?.textContent).toBe('inside')
  })

  it('dispatches declared events as composed, bubbling CustomEvents heard outside the shadow root', async () => {
    system.defineElements()
    const el = document.createElement('wp-test-picker')
    el.setAttribute('value', '1')
    document.body.appendChild(el)
    const root = shadowOf(el)
    const changes: CustomEvent[] = []
    const rows: CustomEvent[] = []
    document.addEventListener('change', (e) => changes.push(e as CustomEvent))
    document.addEventListener('row-click', (e) => rows.push(e as CustomEvent))
    await waitFor(() => expect(root.querySelector('button')).not.toBeNull())
    act(() => (root.querySelector('button') as HTMLButtonElement).click())
    act(() => (root.querySelector('[data-role="row"]') as HTMLButtonElement).click())
    expect(changes).toHaveLength(1)
    expect(changes[0]).toBeInstanceOf(CustomEvent)
    expect(changes[0].detail).toEqual({ value: '1' })
    expect(changes[0].composed).toBe(true)
    expect(changes[0].bubbles).toBe(true)
    expect(changes[0].target).toBe(el)
    expect(rows[0].detail).toBe(7)
  })

  it('takes api-base and token attributes, else uses /prod-api and the Admin-Token cookie', async () => {
    system.defineElements()
    const { calls } = fakeFetch({
      'https://platform.example.com/prod-api/ping': { code: 200, msg: 'remote' },
      '/prod-api/ping': { code: 200, msg: 'local' },
    })
    Cookies.set('Admin-Token', 'cookie-tok')
    const plain = document.createElement('wp-test-pinger')
    document.body.appendChild(plain)
    await waitFor(() => expect(shadowOf(plain).textContent).toContain('local'))
    expect(calls.find((c) => c.url === '/prod-api/ping')?.headers.Authorization).toBe('Bearer cookie-tok')

    const remote = document.createElement('wp-test-pinger')
    remote.setAttribute('api-base', 'https://platform.example.com/prod-api')
    remote.setAttribute('token', 'page-tok')
    document.body.appendChild(remote)
    await waitFor(() => expect(shadowOf(remote).textContent).toContain('remote'))
    const call = calls.find((c) => c.url.startsWith('https://platform.example.com/prod-api/ping'))
    expect(call?.headers.Authorization).toBe('Bearer page-tok')
  })

  it('eventPropName maps DOM event names to callback props', () => {
    expect(eventPropName('change')).toBe('onChange')
    expect(eventPropName('row-click')).toBe('onRowClick')
    expect(eventPropName('statusChange')).toBe('onStatusChange')
  })
})

describe('defineModule parcels', () => {
  it('mounts a view as a single-spa parcel with createRoot, and unmounts it', async () => {
    const domElement = document.createElement('div')
    document.body.appendChild(domElement)
    const config = system.parcel('system/dict/index')
    expect(system.parcel('system/dict/index')).toBe(config)
    const parcel = mountRootParcel(config, { domElement, title: '来自父应用' })
    await parcel.mountPromise
    await waitFor(() => expect(domElement.textContent).toContain('来自父应用'))
    await parcel.unmount()
    expect(domElement.textContent).not.toContain('来自父应用')
  })

  it('refuses a path the module does not have', () => {
    expect(() => system.parcel('nope')).toThrow('system 模块没有视图：nope')
  })
})

describe('KitProviders', () => {
  it('speaks Chinese, follows the theme colour from settings (kept readable on white), and hands its feedback to code outside React', async () => {
    let primary = ''
    function Probe() {
      primary = theme.useToken().token.colorPrimary
      return <Empty />
    }
    const view = render(
      <KitProviders>
        <Probe />
      </KitProviders>,
    )
    expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0) // antd's Empty shows it as picture title and text
    expect(primary.toLowerCase()).toBe(readableOnWhite('#1890ff', 5.5))
    expect(contrastRatio(primary, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    act(() => settingsStore.getState().update({ theme: '#f5222d' }))
    expect(primary.toLowerCase()).toBe(readableOnWhite('#f5222d', 5.5))
    const registered = getFeedback()
    view.unmount()
    expect(getFeedback()).not.toBe(registered)
    act(() => settingsStore.getState().update({ theme: '#1890ff' }))
  })
})
