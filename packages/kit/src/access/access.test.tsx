import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../session/session'
import { HasPermi, HasRole } from './HasAccess'
import { useAccess } from './useAccess'

afterEach(cleanup)

function signIn(roles: string[], permissions: string[]) {
  act(() => sessionStore.setState({ roles, permissions }))
}

beforeEach(() => signIn([], []))
afterEach(() => vi.restoreAllMocks())

describe('<HasPermi>', () => {
  it('renders children for a listed permission and hides them otherwise', () => {
    signIn(['common'], ['system:user:add'])
    render(
      <>
        <HasPermi perms={['system:user:add']}>
          <button>新增</button>
        </HasPermi>
        <HasPermi perms={['system:user:remove']}>
          <button>删除</button>
        </HasPermi>
      </>,
    )
    expect(screen.getByText('新增')).toBeTruthy()
    expect(screen.queryByText('删除')).toBeNull()
  })

  it('lets *:*:* through, and needs only one of several', () => {
    signIn(['common'], ['system:role:list'])
    const { rerender } = render(
      <HasPermi perms={['system:user:add', 'system:role:list']}>
        <span>ok</span>
      </HasPermi>,
    )
    expect(screen.getByText('ok')).toBeTruthy()
    signIn(['admin'], ['*:*:*'])
    rerender(
      <HasPermi perms={['anything:at:all']}>
        <span>super</span>
      </HasPermi>,
    )
    expect(screen.getByText('super')).toBeTruthy()
  })

  it('follows the session: appears after sign-in, disappears after logout', () => {
    render(
      <HasPermi perms={['system:dict:edit']} fallback={<i>无权限</i>}>
        <span>修改</span>
      </HasPermi>,
    )
    expect(screen.queryByText('修改')).toBeNull()
    expect(screen.getByText('无权限')).toBeTruthy()
    signIn(['common'], ['system:dict:edit'])
    expect(screen.getByText('修改')).toBeTruthy()
    signIn([], [])
    expect(screen.queryByText('修改')).toBeNull()
  })

  it('throws 请设置操作权限标签值 on an empty list', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<HasPermi perms={[]}>x</HasPermi>)).toThrow('请设置操作权限标签值')
  })
})

describe('<HasRole>', () => {
  it('renders for role admin or a listed role only', () => {
    signIn(['common'], [])
    const { rerender } = render(
      <HasRole roles={['common']}>
        <span>common</span>
      </HasRole>,
    )
    expect(screen.getByText('common')).toBeTruthy()
    rerender(
      <HasRole roles={['auditor']}>
        <span>auditor</span>
      </HasRole>,
    )
    expect(screen.queryByText('auditor')).toBeNull()
    signIn(['admin'], [])
    expect(screen.getByText('auditor')).toBeTruthy()
  })

  it('ROLE_DEFAULT is an ordinary role', () => {
    signIn(['ROLE_DEFAULT'], [])
    render(
      <HasRole roles={['common']}>
        <span>hidden</span>
      </HasRole>,
    )
    expect(screen.queryByText('hidden')).toBeNull()
  })

  it('throws 请设置角色权限标签值 on an empty list', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<HasRole roles={[]}>x</HasRole>)).toThrow('请设置角色权限标签值')
  })
})

describe('useAccess', () => {
  it('offers the six checks with the family semantics', () => {
    signIn(['common', 'auditor'], ['system:user:list', 'system:user:add'])
    const { result } = renderHook(() => useAccess())
    const a = result.current
    expect(a.hasPermi('system:user:list')).toBe(true)
    expect(a.hasPermi('system:user:*')).toBe(false)
    expect(a.hasPermi('')).toBe(false)
    expect(a.hasPermiOr(['x', 'system:user:add'])).toBe(true)
    expect(a.hasPermiOr(['x', 'y'])).toBe(false)
    expect(a.hasPermiAnd(['system:user:list', 'system:user:add'])).toBe(true)
    expect(a.hasPermiAnd(['system:user:list', 'system:user:remove'])).toBe(false)
    expect(a.hasRole('auditor')).toBe(true)
    expect(a.hasRole('admin')).toBe(false)
    expect(a.hasRoleOr(['x', 'common'])).toBe(true)
    expect(a.hasRoleAnd(['common', 'auditor'])).toBe(true)
    expect(a.hasRoleAnd(['common', 'x'])).toBe(false)
  })

  it('admin and *:*:* satisfy every check', () => {
    signIn(['admin'], ['*:*:*'])
    const { result } = renderHook(() => useAccess())
    expect(result.current.hasPermiAnd(['a:b:c', 'd:e:f'])).toBe(true)
    expect(result.current.hasRoleAnd(['x', 'y'])).toBe(true)
  })
})
