import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App } from 'antd'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { SheetDropzone } from './SheetDropzone'

function Harness({ legacyXls, onChange }: { legacyXls?: boolean; onChange: (f: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null)
  return (
    <App>
      <SheetDropzone
        file={file}
        legacyXls={legacyXls}
        onChange={(f) => {
          setFile(f)
          onChange(f)
        }}
        data-testid="zone"
      />
    </App>
  )
}

const input = () => document.querySelector<HTMLInputElement>('input[type=file]')!
const sheet = (name: string) => new File(['PK'], name)

describe('SheetDropzone', () => {
  it('takes one .xlsx workbook and shows it; refuses another kind with the family message', async () => {
    const user = userEvent.setup({ applyAccept: false })
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    await user.upload(input(), sheet('名单.csv'))
    expect(await screen.findByText('文件格式不正确，请上传.xlsx格式的文件')).toBeTruthy()
    expect(onChange).not.toHaveBeenCalled()
    await user.upload(input(), sheet('名单.xls'))
    expect(onChange).not.toHaveBeenCalled()
    await user.upload(input(), sheet('名单.xlsx'))
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1))
    expect(onChange.mock.calls[0][0].name).toBe('名单.xlsx')
    expect(screen.getByText('名单.xlsx')).toBeTruthy()
  })

  it('also takes the old .xls where the import reads it', async () => {
    const user = userEvent.setup({ applyAccept: false })
    const onChange = vi.fn()
    render(<Harness legacyXls onChange={onChange} />)
    await user.upload(input(), sheet('users.xls'))
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1))
    await user.upload(input(), sheet('users.txt'))
    expect(await screen.findByText('文件格式不正确，请上传.xls或.xlsx格式的文件')).toBeTruthy()
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})
