import { act, fireEvent, render, screen } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { tabsStore } from '../tabs/tabsStore'
import { AppMain } from './AppMain'

function Filter({ name }: { name: string }) {
  const [text, setText] = useState('')
  return <input aria-label={`filter-${name}`} value={text} onChange={(e) => setText(e.target.value)} />
}

let go: (to: string) => void = () => undefined

/** What the layout does around AppMain: open a tab for every page shown. */
function Frame() {
  const { pathname } = useLocation()
  go = useNavigate()
  useEffect(() => {
    tabsStore.getState().open({ path: pathname, fullPath: pathname, title: pathname, noCache: pathname === '/nocache' })
  }, [pathname])
  return <AppMain />
}

function renderPages() {
  return render(
    <MemoryRouter initialEntries={['/a']}>
      <Routes>
        <Route element={<Frame />}>
          {['a', 'b', 'c', 'nocache'].map((n) => (
            <Route key={n} path={`/${n}`} element={<Filter name={n} />} />
          ))}
        </Route>
      </Routes>
    </MemoryRouter>,
  )
}

const input = (name: string) => screen.queryByLabelText<HTMLInputElement>(`filter-${name}`, { selector: 'input' })
const navigate = (to: string) => act(() => go(to))

describe('kept-alive views', () => {
  beforeEach(() => {
    localStorage.clear()
    tabsStore.setState({ visited: [], cached: [], generation: {}, limit: 10 })
  })
  afterEach(() => {
    tabsStore.setState({ visited: [], cached: [], generation: {}, limit: 10 })
  })

  it('keeps a view’s state while another tab is shown', () => {
    renderPages()
    fireEvent.change(input('a')!, { target: { value: '用户' } })
    navigate('/b')
    expect(input('a')).not.toBeNull() // still mounted, hidden
    navigate('/a')
    expect(input('a')!.value).toBe('用户')
  })

  it('drops the view of a closed tab', () => {
    renderPages()
    fireEvent.change(input('a')!, { target: { value: '用户' } })
    navigate('/b')
    act(() => tabsStore.getState().close('/a'))
    expect(input('a')).toBeNull()
    navigate('/a')
    expect(input('a')!.value).toBe('')
  })

  it('mounts a view afresh on refresh', () => {
    renderPages()
    fireEvent.change(input('a')!, { target: { value: 'x' } })
    act(() => tabsStore.getState().refresh('/a'))
    expect(input('a')!.value).toBe('')
  })

  it('keeps no more views than the limit', () => {
    tabsStore.setState({ limit: 2 })
    renderPages()
    fireEvent.change(input('a')!, { target: { value: 'x' } })
    navigate('/b')
    navigate('/c')
    expect(input('a')).toBeNull()
    expect(input('b')).not.toBeNull()
  })

  it('never keeps a noCache view', () => {
    renderPages()
    navigate('/nocache')
    fireEvent.change(input('nocache')!, { target: { value: 'x' } })
    navigate('/a')
    expect(input('nocache')).toBeNull()
  })
})
