import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { App, Button } from 'antd'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmAction } from './ConfirmAction'

afterEach(() => cleanup())

/** antd puts a space between the two characters of a two-character button label. */
const spaced = (label: string) => new RegExp(`^${[...label].join('\\s*')}$`)

async function openQuestion(label = '删除') {
  fireEvent.click(screen.getByRole('button', { name: spaced(label) }))
  return screen.findByRole('dialog')
}

describe('ConfirmAction', () => {
  it('asks 提示 / 确认执行该操作？ and calls onConfirm on 确定', async () => {
    const onConfirm = vi.fn()
    render(
      <App>
        <ConfirmAction onConfirm={onConfirm}>
          <Button>删除</Button>
        </ConfirmAction>
      </App>,
    )
    const dialog = await openQuestion()
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe('提示')
    expect(dialog.querySelector('.ant-modal-confirm-content')?.textContent).toBe('确认执行该操作？')
    expect(onConfirm).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }))
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1))
  })

  it('does nothing on 取消', async () => {
    const onConfirm = vi.fn()
    render(
      <App>
        <ConfirmAction onConfirm={onConfirm}>
          <Button>删除</Button>
        </ConfirmAction>
      </App>,
    )
    const dialog = await openQuestion()
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('取消') }))
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull())
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('renders the dialog inside the antd App tree, so it works in a shadow root', async () => {
    const host = document.createElement('div')
    document.body.appendChild(host)
    const shadow = host.attachShadow({ mode: 'open' })
    const mount = document.createElement('div')
    shadow.appendChild(mount)
    const onConfirm = vi.fn()
    const { ConfigProvider } = await import('antd')
    render(
      <ConfigProvider getPopupContainer={() => mount}>
        <App>
          <ConfirmAction onConfirm={onConfirm}>
            <Button>提交</Button>
          </ConfirmAction>
        </App>
      </ConfigProvider>,
      { container: mount },
    )
    fireEvent.click(within(mount).getByRole('button', { name: spaced('提交') }))
    const dialog = await within(mount).findByRole('dialog')
    expect(dialog.getRootNode()).toBe(shadow)
    expect(document.body.querySelector('.ant-modal-confirm')).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }))
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1))
    host.remove()
  })

  it('works without an antd App around it', async () => {
    const onConfirm = vi.fn()
    render(
      <ConfirmAction onConfirm={onConfirm} content="确认删除该用户？">
        <Button>删除</Button>
      </ConfirmAction>,
    )
    const dialog = await openQuestion()
    expect(within(dialog).getByText('确认删除该用户？')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }))
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1))
  })

  it('keeps the child button own onClick and asks nothing when disabled', () => {
    const onConfirm = vi.fn()
    const onClick = vi.fn()
    render(
      <App>
        <ConfirmAction onConfirm={onConfirm} disabled>
          <Button onClick={onClick}>删除</Button>
        </ConfirmAction>
      </App>,
    )
    fireEvent.click(screen.getByRole('button', { name: spaced('删除') }))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
