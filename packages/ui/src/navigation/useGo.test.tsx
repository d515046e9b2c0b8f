import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RouterFace, useGo, useQueryParam } from './useGo'

afterEach(cleanup)

function Address() {
  const { pathname, search } = useLocation()
  return <div data-testid="address">{pathname + search}</div>
}

describe('useGo and useQueryParam', () => {
  it('inside a router (with RouterFace) navigate through it and follow its query', () => {
    const inRouter = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/a?id=1']}>
        <RouterFace>
          {children}
          <Address />
        </RouterFace>
      </MemoryRouter>
    )
    const { result } = renderHook(() => ({ go: useGo(), id: useQueryParam('id') }), { wrapper: inRouter })
    expect(result.current.id).toBe('1')
    act(() => result.current.go('/b?id=2'))
    expect(screen.getByTestId('address').textContent).toBe('/b?id=2')
    expect(result.current.id).toBe('2')
  })

  it('without a router read the window and load the page', () => {
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, search: '?id=7', assign })
    try {
      const { result } = renderHook(() => ({ go: useGo(), id: useQueryParam('id'), given: useQueryParam('id', 9) }))
      expect(result.current).toMatchObject({ id: '7', given: '9' })
      result.current.go('/x')
      expect(assign).toHaveBeenCalledWith('/x')
    } finally {
      vi.restoreAllMocks()
    }
  })

  it('say so inside a router without RouterFace, rather than load whole pages', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(() =>
        render(
          <MemoryRouter>
            <GoButton />
          </MemoryRouter>,
        ),
      ).toThrow(/RouterFace/)
    } finally {
      vi.restoreAllMocks()
    }
  })
})

function GoButton() {
  const go = useGo()
  return <button onClick={() => go('/x')}>go</button>
}
