import { describe, expect, it } from 'vitest'
import { exportParams } from '@wp/ui'
import { importMessageLines, passwordCheck, userBody, userExportParams } from './params'

const cols = (hidden: string[]) =>
  ['userId', 'userName', 'nickName', 'deptName', 'phonenumber', 'status', 'createTime'].map((key) => ({
    key,
    label: key,
    visible: !hidden.includes(key),
  }))

describe('user export parameters', () => {
  it('sends the filters and date range, and no columns when all are visible', () => {
    const params = userExportParams(
      exportParams({ filters: { userName: 'ad', status: '', deptId: 103 }, dateRange: ['2026-01-01', '2026-01-31'] }),
      cols([]),
    )
    expect(params).toEqual({ userName: 'ad', deptId: 103, params: { beginTime: '2026-01-01', endTime: '2026-01-31' } })
  })
  it('names only the visible columns, in the server order', () => {
    const params = userExportParams({}, cols(['nickName', 'phonenumber']))
    expect(params.columns).toBe('userId,userName,status,deptName,createTime')
  })
})

describe('user body', () => {
  it('adds with user name and password, trimmed, blanks for empty contacts', () => {
    expect(userBody({ userName: ' zhang ', nickName: ' 张三 ', password: 'secret1', roleIds: [2] })).toEqual({
      userName: 'zhang',
      password: 'secret1',
      nickName: '张三',
      deptId: null,
      phonenumber: '',
      email: '',
      sex: '0',
      status: '0',
      remark: null,
      roleIds: [2],
      postIds: [],
    })
  })
  it('edits by id without user name or password', () => {
    const body = userBody({ userName: 'x', password: 'y', nickName: 'n', deptId: 105, postIds: [1] }, 7)
    expect(body.userId).toBe(7)
    expect(body).not.toHaveProperty('password')
    expect(body).not.toHaveProperty('userName')
    expect(body.deptId).toBe(105)
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
