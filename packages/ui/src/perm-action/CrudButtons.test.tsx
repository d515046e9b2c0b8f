import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { sessionStore } from '@wp/kit'
import { App } from 'antd'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CrudButtons } from './CrudButtons'

afterEach(() => {
  cleanup()
  sessionStore.setState({ roles: [], permissions: [] })
})

const POST = {
  add: 'system:post:add',
  edit: 'system:post:edit',
  remove: 'system:post:remove',
  export: 'system:post:export',
}

const buttonOf = (id: string) => screen.getByTestId(id).closest('button') ?? screen.getByTestId(id)

describe('CrudButtons', () => {
  it('takes permissions from the set and test ids from the prefix, and enables edit/remove by the selection', async () => {
    act(() => sessionStore.setState({ roles: ['common'], permissions: ['system:post:edit', 'system:post:remove'] }))
    const onEdit = vi.fn()
    const onRemove = vi.fn()
    const { rerender } = render(
      <App>
        <CrudButtons
          perms={POST}
          testId="post"
          selected={[]}
          onAdd={() => undefined}
          onEdit={onEdit}
          onRemove={onRemove}
          onExport={() => undefined}
        />
      </App>,
    )
    expect(screen.queryByTestId('post-add')).toBeNull() // no system:post:add
    expect(screen.queryByTestId('post-export')).toBeNull()
    expect((buttonOf('post-edit') as HTMLButtonElement).disabled).toBe(true)
    expect((buttonOf('post-remove') as HTMLButtonElement).disabled).toBe(true)
    rerender(
      <App>
        <CrudButtons perms={POST} testId="post" selected={[7]} onEdit={onEdit} onRemove={onRemove} />
      </App>,
    )
    fireEvent.click(buttonOf('post-edit'))
    expect(onEdit).toHaveBeenCalledWith(7)
    fireEvent.click(buttonOf('post-remove'))
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }))
    await waitFor(() => expect(onRemove).toHaveBeenCalledWith([7]))
  })
})
