import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { sessionStore } from '@wp/kit'
import { App } from 'antd'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PermAction, RowActions } from './PermAction'

/** antd puts a space between the two characters of a two-character button label. */
const spaced = (label: string) => new RegExp(`^${[...label].join('\\s*')}$`)

function signIn(permissions: string[], roles = ['common']) {
  act(() => sessionStore.setState({ roles, permissions }))
}

const inApp = (node: ReactNode) => render(<App>{node}</App>)

beforeEach(() => signIn([]))
afterEach(() => {
  cleanup()
  sessionStore.setState({ roles: [], permissions: [] })
})

describe('PermAction', () => {
  it('renders nothing without the permission, and the button with it', () => {
    inApp(
      <>
        <PermAction kind="edit" perms={['system:user:edit']} data-testid="edit" />
        <PermAction kind="add" perms={['system:user:add']} data-testid="add" />
      </>,
    )
    expect(screen.queryByTestId('edit')).toBeNull()
    expect(screen.queryByTestId('add')).toBeNull()
    signIn(['system:user:edit'])
    expect(screen.getByTestId('edit').textContent?.replace(/\s/g, '')).toBe('修改')
    expect(screen.queryByTestId('add')).toBeNull()
    signIn(['*:*:*'], ['admin'])
    expect(screen.getByTestId('add')).toBeTruthy()
  })

  it('calls onClick at once when no confirmation is asked, and not when disabled', () => {
    signIn(['system:user:export'])
    const onClick = vi.fn()
    const { rerender } = inApp(
      <PermAction kind="export" perms={['system:user:export']} onClick={onClick} data-testid="export" />,
    )
    fireEvent.click(screen.getByTestId('export'))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(document.querySelector('.ant-modal-confirm')).toBeNull()
    rerender(
      <App>
        <PermAction kind="export" perms={['system:user:export']} onClick={onClick} disabled data-testid="export" />
      </App>,
    )
    expect((screen.getByTestId('export') as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByTestId('export'))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('asks 确认执行该操作？ before a remove, and runs onClick only on 确定', async () => {
    signIn(['system:user:remove'])
    const onClick = vi.fn()
    inApp(
      <PermAction kind="remove" type="link" perms={['system:user:remove']} onClick={onClick} data-testid="remove" />,
    )
    const button = screen.getByTestId('remove')
    expect(button.className).toContain('ant-btn-dangerous')
    fireEvent.click(button)
    const dialog = await screen.findByRole('dialog')
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe('提示')
    expect(dialog.querySelector('.ant-modal-confirm-content')?.textContent).toBe('确认执行该操作？')
    expect(onClick).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }))
    await waitFor(() => expect(onClick).toHaveBeenCalledTimes(1))
  })

  it('does nothing when the question is cancelled', async () => {
    signIn(['system:user:remove'])
    const onClick = vi.fn()
    inApp(<PermAction kind="remove" perms={['system:user:remove']} onClick={onClick} data-testid="remove" />)
    fireEvent.click(screen.getByTestId('remove'))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('取消') }))
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull())
    expect(onClick).not.toHaveBeenCalled()
  })

  it('asks nothing for a disabled confirming action', () => {
    signIn(['system:user:remove'])
    const onClick = vi.fn()
    inApp(<PermAction kind="remove" perms={['system:user:remove']} onClick={onClick} disabled data-testid="remove" />)
    fireEvent.click(screen.getByTestId('remove'))
    expect(document.querySelector('.ant-modal-confirm')).toBeNull()
    expect(onClick).not.toHaveBeenCalled()
  })

  it('asks the given question for confirm options, on any action', async () => {
    signIn(['monitor:online:forceLogout'])
    const onClick = vi.fn()
    inApp(
      <PermAction
        perms={['monitor:online:forceLogout']}
        danger
        confirm={{ content: '是否确认强退名称为"admin"的用户？' }}
        onClick={onClick}
        data-testid="logout"
      >
        强退
      </PermAction>,
    )
    fireEvent.click(screen.getByTestId('logout'))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.querySelector('.ant-modal-confirm-content')?.textContent).toBe('是否确认强退名称为"admin"的用户？')
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }))
    await waitFor(() => expect(onClick).toHaveBeenCalledTimes(1))
  })

  it('styles row actions as small links and the toolbar add as an outlined primary button', () => {
    signIn(['*:*:*'], ['admin'])
    inApp(
      <RowActions>
        <PermAction kind="add" perms={['x:y:add']} data-testid="toolbar-add" />
        <PermAction kind="add" type="link" perms={['x:y:add']} data-testid="row-add" />
      </RowActions>,
    )
    const toolbar = screen.getByTestId('toolbar-add')
    expect(toolbar.className).toContain('ant-btn-primary')
    expect(toolbar.className).toContain('ant-btn-background-ghost')
    const row = screen.getByTestId('row-add')
    expect(row.className).toContain('ant-btn-link')
    expect(row.className).toContain('ant-btn-sm')
    expect(row.textContent?.replace(/\s/g, '')).toBe('新增')
  })
})
