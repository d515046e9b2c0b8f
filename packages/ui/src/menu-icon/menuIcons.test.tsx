import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { filterIconNames, MENU_ICONS, MenuIcon, menuIconNames } from './menuIcons'

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
      expect(MENU_ICONS[name], name).toBeDefined()
    }
  })

  it('draws an icon for a known name and nothing for # or unknown names', () => {
    const { container, rerender } = render(<MenuIcon name="dict" />)
    expect(container.querySelector('svg')).not.toBeNull()
    rerender(<MenuIcon name="#" />)
    expect(container.innerHTML).toBe('')
    rerender(<MenuIcon name="no-such-icon" />)
    expect(container.innerHTML).toBe('')
  })

  it('filters names for the icon list', () => {
    expect(filterIconNames('TREE')).toEqual(['tree', 'tree-table'])
    expect(filterIconNames('')).toHaveLength(menuIconNames.length)
  })
})
