import { readCookie, writeCookie } from '../shell/cookies'

export const SIDEBAR_COOKIE = 'sidebarStatus'
export const SIDEBAR_WIDTH = 210
export const SIDEBAR_COLLAPSED_WIDTH = 54

/** Open unless the cookie says 0 (the family stores 1/0). */
export function readSidebarOpen(): boolean {
  return readCookie(SIDEBAR_COOKIE) !== '0'
}

export function writeSidebarOpen(open: boolean): void {
  writeCookie(SIDEBAR_COOKIE, open ? '1' : '0')
}

/**
 * Whether a page uses the full width: its first path segment is one of the sections the modules declare sidebarless
 * (a module's manifest `sidebarless`, e.g. workflow's 'flowable').
 */
export function isSidebarlessPath(pathname: string, sections: readonly string[]): boolean {
  const first = pathname.split('/').filter(Boolean)[0] ?? ''
  return sections.includes(first)
}

/** Menu titles longer than 6 characters get a tooltip (they may be cut off). */
export function needsTooltip(title: string): boolean {
  return [...title].length > 6
}
