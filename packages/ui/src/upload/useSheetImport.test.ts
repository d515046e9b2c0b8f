import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useSheetImport } from './useSheetImport'

const sheet = (name: string) => new File(['x'], name)

describe('useSheetImport', () => {
  it('a newly chosen workbook clears the last answer; removing the file keeps it', () => {
    const { result } = renderHook(() => useSheetImport<string>())
    act(() => result.current.dropzone.onChange(sheet('a.xlsx')))
    act(() => result.current.setAnswer('导入 3 条'))
    act(() => result.current.dropzone.onChange(null))
    expect(result.current.file).toBeNull()
    expect(result.current.answer).toBe('导入 3 条')
    act(() => result.current.dropzone.onChange(sheet('b.xlsx')))
    expect(result.current.dropzone.file?.name).toBe('b.xlsx')
    expect(result.current.answer).toBeNull()
  })

  it('reset forgets the file and the answer', () => {
    const { result } = renderHook(() => useSheetImport<string>())
    act(() => result.current.dropzone.onChange(sheet('a.xlsx')))
    act(() => result.current.setAnswer('导入失败'))
    act(() => result.current.reset())
    expect(result.current.file).toBeNull()
    expect(result.current.answer).toBeNull()
  })
})
