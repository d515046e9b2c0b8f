import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RichTextEditorCoreProps } from './RichTextEditor'

vi.mock('@wp/kit', () => ({ upload: vi.fn() }))

// Stands in for the TinyMCE module (proven in a real browser), resolving only when the test says so.
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined
  const ready = new Promise<void>((resolve) => {
    open = resolve
  })
  return { ready, open: () => open() }
})
vi.mock('./RichTextEditorCore', async () => {
  await gate.ready
  return {
    default: ({ value, height, disabled }: RichTextEditorCoreProps) => (
      <div data-testid="editor" data-height={height} data-readonly={String(Boolean(disabled))}>
        {value}
      </div>
    ),
  }
})

afterEach(() => cleanup())

describe('RichTextEditor', () => {
  it('shows a loading placeholder of the editor height until the editor module arrives', async () => {
    const { RichTextEditor } = await import('./RichTextEditor')
    render(<RichTextEditor value="<p>hi</p>" disabled />)
    const placeholder = screen.getByRole('status')
    expect(placeholder.textContent).toContain('编辑器加载中')
    expect(placeholder.style.height).toBe('300px')
    expect(screen.queryByTestId('editor')).toBeNull()

    gate.open()
    const editor = await screen.findByTestId('editor')
    expect(editor.dataset.height).toBe('300')
    expect(editor.dataset.readonly).toBe('true')
    expect(screen.queryByRole('status')).toBeNull()
  })
})
