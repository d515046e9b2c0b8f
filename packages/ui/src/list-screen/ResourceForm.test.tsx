import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App } from 'antd'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ResourceForm } from './ResourceForm'
import { NOTE } from './testing/note'

afterEach(cleanup)

describe('ResourceForm', () => {
  it('a save the server refuses leaves the page as it was: the button free again, no unhandled rejection', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      // the kit has already shown the server's message when the request rejects
      const onSubmit = vi.fn(() => Promise.reject(new Error('资金来源合计应等于总投资')))
      render(
        <App>
          <ResourceForm resource={NOTE} values={{ title: '周报', code: 'weekly' }} onSubmit={onSubmit} />
        </App>,
      )
      const save = screen.getByTestId('note-item-form-submit')
      await userEvent.click(save)
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: '周报' })))
      await waitFor(() => expect(save.className).not.toContain('ant-btn-loading'))
      await new Promise((r) => setTimeout(r, 50))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})
