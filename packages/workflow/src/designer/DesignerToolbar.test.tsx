import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { App } from 'antd'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DesignerToolbar } from './DesignerToolbar'
import type { DesignerCanvas } from './modeler'

afterEach(() => cleanup())

const TOOLS = ['new', 'import', 'export', 'undo', 'redo', 'zoom-in', 'zoom-out', 'fit', 'validate', 'deploy']
const button = (tool: string) => screen.getByTestId(`designer-${tool}`) as HTMLButtonElement

function canvasWith(history: { canUndo: boolean; canRedo: boolean }) {
  return {
    undo: vi.fn(),
    redo: vi.fn(),
    canUndo: () => history.canUndo,
    canRedo: () => history.canRedo,
    zoomBy: vi.fn(),
    fit: vi.fn(),
    exportXml: vi.fn(async () => '<definitions/>'),
  }
}

const show = (canvas: ReturnType<typeof canvasWith> | undefined) =>
  render(
    <App>
      <DesignerToolbar
        canvas={canvas as unknown as DesignerCanvas | undefined}
        version={0}
        onCheck={vi.fn()}
        onDeploy={vi.fn()}
      />
    </App>,
  )

describe('DesignerToolbar', () => {
  it('offers nothing until the canvas is ready', () => {
    show(undefined)
    expect(TOOLS.filter((t) => !button(t).disabled)).toEqual([])
  })

  it('undoes and redoes while the history allows, zooms by a tenth either way and fits the diagram', () => {
    const canvas = canvasWith({ canUndo: false, canRedo: true })
    show(canvas)
    expect(TOOLS.filter((t) => button(t).disabled)).toEqual(['undo'])
    expect(button('zoom-in').getAttribute('aria-label')).toBe('放大')
    fireEvent.click(button('redo'))
    fireEvent.click(button('zoom-in'))
    fireEvent.click(button('zoom-out'))
    fireEvent.click(button('fit'))
    expect(canvas.redo).toHaveBeenCalledOnce()
    expect(canvas.zoomBy.mock.calls).toEqual([[0.1], [-0.1]])
    expect(canvas.fit).toHaveBeenCalledOnce()
  })

  it('shows the diagram as XML on 导出XML', async () => {
    show(canvasWith({ canUndo: true, canRedo: false }))
    fireEvent.click(button('export'))
    expect((await screen.findByTestId('designer-xml')).textContent).toBe('<definitions/>')
  })
})
