import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App, Button } from 'antd'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ReasonDialog } from './ReasonDialog'

function Harness({ required, onSubmit }: { required?: boolean; onSubmit: (reason: string) => Promise<unknown> }) {
  const [open, setOpen] = useState(false)
  return (
    <App>
      <Button onClick={() => setOpen(true)}>填写原因</Button>
      <ReasonDialog
        title="项目出库"
        open={open}
        placeholder="请填写出库原因"
        required={required}
        onSubmit={onSubmit}
        onClose={() => setOpen(false)}
      />
    </App>
  )
}

const ok = () => screen.getByRole('button', { name: /确\s*定/ })
const text = () => screen.getByRole('textbox', { name: '请填写出库原因' })

describe('ReasonDialog', () => {
  it('hands the reason to onSubmit, closes when it succeeds and asks afresh the next time', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn(() => Promise.resolve())
    render(<Harness onSubmit={onSubmit} />)
    await user.click(screen.getByRole('button', { name: '填写原因' }))
    await user.type(text(), '设备已报废')
    await user.click(ok())
    expect(onSubmit).toHaveBeenCalledWith('设备已报废')
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull())
    await user.click(screen.getByRole('button', { name: '填写原因' }))
    expect((text() as HTMLTextAreaElement).value).toBe('')
  })

  it('stays open with the reason when onSubmit fails', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn(() => Promise.reject(new Error('refused')))
    render(<Harness onSubmit={onSubmit} />)
    await user.click(screen.getByRole('button', { name: '填写原因' }))
    await user.type(text(), '重复立项')
    await user.click(ok())
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect((text() as HTMLTextAreaElement).value).toBe('重复立项')
  })

  it('keeps 确定 disabled until a required reason is written', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn(() => Promise.resolve())
    render(<Harness required onSubmit={onSubmit} />)
    await user.click(screen.getByRole('button', { name: '填写原因' }))
    expect((ok() as HTMLButtonElement).disabled).toBe(true)
    await user.type(text(), '   ')
    expect((ok() as HTMLButtonElement).disabled).toBe(true)
    await user.type(text(), '停产')
    expect((ok() as HTMLButtonElement).disabled).toBe(false)
  })
})
