import { describe, expect, it } from 'vitest'
import { USER } from '@wp/contract'
import { exportChoice, exportParams } from '@wp/ui'
import { importMessageLines, passwordCheck } from './params'

const cols = (hidden: string[]) =>
  ['userId', 'userName', 'nickName', 'deptName', 'phonenumber', 'status', 'createTime'].map((key) => ({
    key,
    label: key,
    visible: !hidden.includes(key),
  }))

describe('user export parameters', () => {
  it('sends the filters and date range, and no columns when all are visible', () => {
    const params = exportChoice(
      USER,
      exportParams({ filters: { userName: 'ad', status: '', deptId: 103 }, dateRange: ['2026-01-01', '2026-01-31'] }),
      cols([]),
    )
    expect(params).toEqual({ userName: 'ad', deptId: 103, params: { beginTime: '2026-01-01', endTime: '2026-01-31' } })
  })
  it('names only the visible columns, in the server order', () => {
    const params = exportChoice(USER, {}, cols(['nickName', 'phonenumber']))
    expect(params.columns).toBe('userId,userName,status,deptName,createTime')
  })
})

describe('import result message', () => {
  it('splits rows on <br/> and decodes the escaped text', () => {
    expect(
      importMessageLines('导入完成：失败 2 条，错误如下：<br/>第2行：&lt;b&gt; 无效<br/>第3行：A &amp; B'),
    ).toEqual(['导入完成：失败 2 条，错误如下：', '第2行：<b> 无效', '第3行：A & B'])
  })
})

describe('password an administrator sets', () => {
  it('follows the contract rule for the configured character policy, as the server does', () => {
    expect(passwordCheck('0')('tea7mug')).toBeNull()
    expect(passwordCheck('0')('abc<12')).toBe('不能包含非法字符：< > " \' \\ |')
    expect(passwordCheck('0')('abc12')).toBe('用户密码长度必须介于 6 和 20 之间')
    expect(passwordCheck('3')('tealmug')).toBe('密码必须同时包含字母和数字')
    expect(passwordCheck('3')('')).toBeNull() // emptiness is rules.required's business
  })
})
