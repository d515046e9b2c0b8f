import type { CSSProperties } from 'react'

/** The walls' dark palette (a screen is looked at from across a room: high contrast, few colours). */
export const WALL = {
  background: '#061a3a',
  panel: 'rgba(10, 40, 90, 0.55)',
  border: 'rgba(64, 158, 255, 0.45)',
  text: '#e6f0ff',
  muted: '#8fb3e6',
  accent: '#3fd0ff',
  good: '#36d399',
  warn: '#ffb020',
  bad: '#ff5b5b',
  font: "'PingFang SC', 'Microsoft YaHei', sans-serif",
} as const

export const panelStyle: CSSProperties = {
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  padding: '12px 16px',
  background: WALL.panel,
  border: `1px solid ${WALL.border}`,
  borderRadius: 6,
  color: WALL.text,
  fontFamily: WALL.font,
  overflow: 'hidden',
}

export const panelTitleStyle: CSSProperties = {
  margin: '0 0 8px',
  fontSize: 20,
  fontWeight: 600,
  letterSpacing: 2,
  color: WALL.accent,
}

/** A time of day as the wall shows it: 14:05:09. */
export function clockTime(at: number | Date): string {
  const d = typeof at === 'number' ? new Date(at) : at
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':')
}

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六']

/** 2026年11月23日 星期一 */
export function clockDate(d: Date): string {
  return `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日 星期${WEEKDAYS[d.getDay()]}`
}
