import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { App } from 'antd'
import { afterEach, describe, expect, it, vi } from 'vitest'
import DictDataForm from './DictDataForm'

interface Call {
  url: string
  method: string
  body: string | undefined
}

function serve() {
  const calls: Call[] = []
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input)
    calls.push({ url, method: String(init.method ?? 'GET'), body: init.body as string | undefined })
    const answer =
      url.endsWith('/system/dict/data') && init.method === 'POST'
        ? { code: 200, data: { dictCode: 42, ...JSON.parse(String(init.body)) } }
        : { code: 200, data: [] }
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })
  }) as unknown as typeof fetch
  return calls
}

describe('wp-dict-data-form', () => {
  afterEach(() => vi.restoreAllMocks())

  it('adds the value to its dictionary type and reports the created entry', async () => {
    const calls = serve()
    const onSaved = vi.fn()
    render(
      <App>
        <DictDataForm dictType="sys_user_sex" onSaved={onSaved} />
      </App>,
    )
    fireEvent.change(screen.getByTestId('dict-data-form-label'), { target: { value: '保密' } })
    fireEvent.change(screen.getByTestId('dict-data-form-value'), { target: { value: '3' } })
    fireEvent.click(screen.getByTestId('dict-data-form-submit'))
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1))
    const post = calls.find((c) => c.method === 'POST')!
    expect(post.url).toMatch(/\/prod-api\/system\/dict\/data$/)
    expect(JSON.parse(post.body!)).toMatchObject({
      dictType: 'sys_user_sex',
      dictLabel: '保密',
      dictValue: '3',
      status: '0',
    })
    expect(onSaved.mock.calls[0][0]).toMatchObject({ dictCode: 42, dictLabel: '保密' })
  })

  it('sends nothing while a required field is empty', async () => {
    const calls = serve()
    const onSaved = vi.fn()
    render(
      <App>
        <DictDataForm dictType="sys_user_sex" onSaved={onSaved} />
      </App>,
    )
    fireEvent.click(screen.getByTestId('dict-data-form-submit'))
    // antd validates the two fields one after the other: wait for both messages, not the first one to appear
    await waitFor(() => expect(screen.getAllByText('该输入项为必填项!')).toHaveLength(2))
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
    expect(onSaved).not.toHaveBeenCalled()
  })
})
