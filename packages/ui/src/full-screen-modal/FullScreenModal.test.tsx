import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FullScreenModal } from './FullScreenModal'

afterEach(() => cleanup())

const modalBox = () => document.querySelector('.ant-modal') as HTMLElement

describe('FullScreenModal', () => {
  it('switches between its own width and the full screen from the header button', async () => {
    const onFullScreenChange = vi.fn()
    render(
      <FullScreenModal open title="编辑用户" width={600} onFullScreenChange={onFullScreenChange}>
        表单
      </FullScreenModal>,
    )
    expect(await screen.findByText('编辑用户')).toBeTruthy()
    expect(modalBox().style.width).toBe('600px')
    expect(modalBox().classList.contains('wp-modal-fullscreen')).toBe(false)

    fireEvent.click(screen.getByRole('button', { name: '全屏' }))
    expect(onFullScreenChange).toHaveBeenLastCalledWith(true)
    expect(modalBox().style.width).toBe('100vw')
    expect(modalBox().style.top).toBe('0px')
    expect(modalBox().classList.contains('wp-modal-fullscreen')).toBe(true)
    expect((document.querySelector('.ant-modal-container') as HTMLElement).style.height).toBe('100vh')

    fireEvent.click(screen.getByRole('button', { name: '退出全屏' }))
    expect(onFullScreenChange).toHaveBeenLastCalledWith(false)
    expect(modalBox().style.width).toBe('600px')
  })

  it('can open full screen and still closes through onCancel', async () => {
    const onCancel = vi.fn()
    render(<FullScreenModal open defaultFullScreen title="流程图" onCancel={onCancel} />)
    await screen.findByText('流程图')
    expect(modalBox().style.width).toBe('100vw')
    fireEvent.click(document.querySelector('.ant-modal-close') as HTMLElement)
    expect(onCancel).toHaveBeenCalled()
  })
})
