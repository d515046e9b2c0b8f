import { useEffect, useRef } from 'react'

/**
 * What a wide table needs for keyboards and screen readers that antd's scrolling table does not give: its scroll box
 * is reachable by Tab (a keyboard user can scroll it with the arrows) and named, and the hidden row antd measures
 * column widths with (a copy of the headers, the select-all checkbox included) is inert, so focus never lands in
 * something invisible. Put the ref on an element around the table; it is applied after every render.
 */
export function useTableA11y<E extends HTMLElement>(label: string) {
  const ref = useRef<E>(null)
  useEffect(() => {
    const root = ref.current
    if (!root) return
    for (const box of root.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
      if (box.tabIndex < 0) box.tabIndex = 0
      box.setAttribute('role', 'region')
      box.setAttribute('aria-label', label)
    }
    for (const row of root.querySelectorAll<HTMLElement>('.ant-table-measure-row')) row.inert = true
  })
  return ref
}
