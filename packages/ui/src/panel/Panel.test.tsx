import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Panel } from './Panel'

beforeAll(() => {
  // jsdom has no PointerEvent; a MouseEvent carries the same coordinates and button.
  if (!('PointerEvent' in window)) {
    Object.defineProperty(window, 'PointerEvent', { value: class extends MouseEvent {}, configurable: true })
  }
})
afterEach(() => cleanup())

const panelOf = (title: string) => screen.getByText(title).closest('section') as HTMLElement
const headerOf = (title: string) => panelOf(title).querySelector('.wp-panel-header') as HTMLElement

describe('Panel', () => {
  it('folds and unfolds its body, keeping what is inside', () => {
    const onCollapsedChange = vi.fn()
    render(
      <Panel title="查询条件" onCollapsedChange={onCollapsedChange}>
        <input aria-label="名称" />
      </Panel>,
    )
    const field = screen.getByLabelText('名称') as HTMLInputElement
    fireEvent.change(field, { target: { value: '张三' } })
    fireEvent.click(screen.getByRole('button', { name: '折叠' }))
    expect(onCollapsedChange).toHaveBeenLastCalledWith(true)
    expect(screen.queryByRole('textbox', { name: '名称' })).toBeNull() // hidden, not just scrolled away
    fireEvent.click(screen.getByRole('button', { name: '展开' }))
    expect((screen.getByRole('textbox', { name: '名称' }) as HTMLInputElement).value).toBe('张三')
  })

  it('has no collapse button when not collapsible', () => {
    render(<Panel title="说明" collapsible={false} />)
    expect(screen.queryByRole('button', { name: '折叠' })).toBeNull()
  })

  it('moves by its header when draggable and reports where it ended', () => {
    const onDragEnd = vi.fn()
    render(<Panel title="图层" draggable defaultOffset={{ x: 10, y: 0 }} onDragEnd={onDragEnd} />)
    fireEvent.pointerDown(headerOf('图层'), { button: 0, clientX: 100, clientY: 100 })
    fireEvent.pointerMove(window, { clientX: 130, clientY: 140 })
    expect(panelOf('图层').style.transform).toBe('translate(40px, 40px)')
    fireEvent.pointerUp(window, { clientX: 130, clientY: 140 })
    expect(onDragEnd).toHaveBeenCalledWith({ x: 40, y: 40 })
    // after the drop, moving the pointer no longer moves it
    fireEvent.pointerMove(window, { clientX: 300, clientY: 300 })
    expect(panelOf('图层').style.transform).toBe('translate(40px, 40px)')
  })

  it('does not move when not draggable, nor when the drag starts on a header button', () => {
    render(
      <>
        <Panel title="固定" />
        <Panel title="可拖动" draggable />
      </>,
    )
    fireEvent.pointerDown(headerOf('固定'), { button: 0, clientX: 0, clientY: 0 })
    fireEvent.pointerMove(window, { clientX: 50, clientY: 50 })
    expect(panelOf('固定').style.transform).toBe('')

    const fold = panelOf('可拖动').querySelector('button') as HTMLElement
    fireEvent.pointerDown(fold, { button: 0, clientX: 0, clientY: 0 })
    fireEvent.pointerMove(window, { clientX: 50, clientY: 50 })
    expect(panelOf('可拖动').style.transform).toBe('translate(0px, 0px)')
  })
})
