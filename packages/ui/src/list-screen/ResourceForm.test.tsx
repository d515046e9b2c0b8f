import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { defineResource, field as f } from '@wp/kit'
import { App } from 'antd'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ResourceForm } from './ResourceForm'

const NOTE = defineResource({
  module: 'notes',
  key: 'noteItem',
  title: '便签管理',
  noun: '便签',
  path: '/notes/note',
  id: 'noteId',
  name: 'title',
  permissions: { list: 'n:note:list', add: 'n:note:add' },
  fields: [f.id('noteId', '编号'), f.text('title', '标题', { required: true, maxLength: 10, form: true })],
})

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
          <ResourceForm resource={NOTE} values={{ title: '周报' }} onSubmit={onSubmit} />
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
