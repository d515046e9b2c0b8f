import { render, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { filterIconNames, hasMenuIcon, MenuIcon, menuIconNames, renderMenuIcon } from './menuIcons'

describe('menu icons', () => {
  it('covers the icon names the seeded menus use', () => {
    for (const name of [
      'system',
      'monitor',
      'tool',
      'user',
      'peoples',
      'tree-table',
      'tree',
      'post',
      'dict',
      'edit',
      'message',
      'log',
      'form',
      'logininfor',
      'online',
      'job',
      'swagger',
      'dashboard',
      'guide',
    ]) {
      expect(hasMenuIcon(name), name).toBe(true)
    }
  })

  it('draws an icon for a known name, holding its place while it loads, and nothing for # or unknown names', async () => {
    const { container, rerender } = render(<MenuIcon name="dict" />)
    // the icon's own chunk loads first: a 1em placeholder with antd's icon class holds its place
    expect(container.querySelector('span.anticon')).not.toBeNull()
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull())
    expect(container.querySelector('[aria-label="book"]')).not.toBeNull()
    rerender(<MenuIcon name="#" />)
    expect(container.innerHTML).toBe('')
    rerender(<MenuIcon name="no-such-icon" />)
    expect(container.innerHTML).toBe('')
  })

  it('renders nothing for the layout when the name has no icon', () => {
    expect(renderMenuIcon('#')).toBeNull()
    expect(renderMenuIcon(undefined)).toBeNull()
    expect(renderMenuIcon('toString')).toBeNull()
    expect(renderMenuIcon('dict')).not.toBeNull()
  })

  it('filters names for the icon list', () => {
    expect(filterIconNames('TREE')).toEqual(['tree', 'tree-table'])
    expect(filterIconNames('')).toHaveLength(menuIconNames.length)
  })
})
