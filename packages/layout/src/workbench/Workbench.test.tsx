import { act, render, screen } from '@testing-library/react'
import { composeModules, defineModule, type WorkbenchCardProps } from '@wp/kit'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { LayoutContext, type LayoutContextValue } from '../shell/LayoutContext'
import Workbench from './Workbench'

let mounts = 0
function Counter({ Frame }: WorkbenchCardProps) {
  const [clicks, setClicks] = useState(() => (mounts++, 0))
  return (
    <Frame extra={<button onClick={() => setClicks(clicks + 1)}>加一</button>}>
      <span data-testid="clicks">{clicks}</span>
    </Frame>
  )
}
const Loading = ({ Frame }: WorkbenchCardProps) => (
  <Frame loading>
    <span data-testid="hidden-while-loading">内容</span>
  </Frame>
)
const Empty = ({ Frame }: WorkbenchCardProps) => (
  <Frame title="空卡片 · 2026-10" empty={<span data-testid="nothing">暂无数据</span>}>
    <span data-testid="hidden-when-empty">内容</span>
  </Frame>
)

const demo = defineModule({
  name: 'demo',
  workbench: [
    { key: 'counter', title: '计数', order: 1, column: 'main', load: async () => ({ default: Counter }) },
    {
      key: 'loading',
      title: '加载中',
      order: 2,
      column: 'side',
      size: 'small',
      load: async () => ({ default: Loading }),
    },
    { key: 'empty', title: '空卡片', order: 3, column: 'side', load: async () => ({ default: Empty }) },
  ],
})
const { workbench } = composeModules([demo])

function renderWorkbench() {
  const value = { menus: [], findPage: () => undefined, renderIcon: () => null, workbench } as LayoutContextValue
  const view = (n: number) => (
    <LayoutContext.Provider value={{ ...value }}>
      <Workbench key="wb" />
      <i>{n}</i>
    </LayoutContext.Provider>
  )
  const r = render(view(0))
  return (n: number) => r.rerender(view(n))
}

describe('Workbench', () => {
  it('draws each card’s frame: the declared title, data-testid workbench-<key>, size, extra, loading and empty', async () => {
    const rerender = renderWorkbench()
    const counter = await screen.findByTestId('workbench-counter')
    expect(counter.querySelector('.ant-card-head-title')?.textContent).toBe('计数')
    expect(counter.querySelector('.ant-card-extra button')?.textContent).toBe('加一')
    expect(screen.getByTestId('clicks').textContent).toBe('0')

    const loading = await screen.findByTestId('workbench-loading')
    expect(loading.classList.contains('ant-card-small')).toBe(true)
    expect(loading.querySelector('.ant-skeleton')).not.toBeNull()
    expect(screen.queryByTestId('hidden-while-loading')).toBeNull()

    const empty = await screen.findByTestId('workbench-empty')
    expect(empty.querySelector('.ant-card-head-title')?.textContent).toBe('空卡片 · 2026-10')
    expect(empty.classList.contains('ant-card-small')).toBe(false)
    expect(screen.getByTestId('nothing').textContent).toBe('暂无数据')
    expect(screen.queryByTestId('hidden-when-empty')).toBeNull()

    // the content keeps its state when the workbench renders again (one frame per card, not per render)
    act(() => counter.querySelector('button')?.click())
    expect(screen.getByTestId('clicks').textContent).toBe('1')
    const before = mounts
    rerender(1)
    expect(screen.getByTestId('clicks').textContent).toBe('1')
    expect(mounts).toBe(before)
  })
})
