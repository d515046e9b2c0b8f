/** Names the generator derives: `crm_order_item` → `crmOrderItem`, `CrmOrderItem`, `CRM_ORDER_ITEM`. */
export const camel = (snake: string) =>
  snake.toLowerCase().replace(/[_\-\s]+([a-z0-9])/g, (_m, c: string) => c.toUpperCase())
export const pascal = (snake: string) => {
  const c = camel(snake)
  return c.charAt(0).toUpperCase() + c.slice(1)
}
/** `orderItem` → `ORDER_ITEM` */
export const upperSnake = (camelCase: string) => camelCase.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()
/** `orderItem` → `order-item` */
export const kebab = (camelCase: string) => camelCase.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()

/** A column comment as a label: `状态（0正常 1停用）` → `状态`. */
export const labelOf = (comment: string, fallback: string) => {
  const cut = comment.split(/[（(:：，,\s]/)[0]?.trim()
  return cut || fallback
}

/** The choices a column comment lists: `状态（0正常 1停用）` → `[['0', '正常'], ['1', '停用']]`. */
export const choicesOf = (comment: string): [value: string, label: string][] =>
  (/[（(]([^）)]*)[）)]/.exec(comment)?.[1] ?? '').split(/[\s,，、;；]+/).flatMap((part) => {
    const m = /^([A-Za-z0-9]+)[=:：]?([^A-Za-z0-9=:：].*)$/.exec(part)
    return m ? [[m[1], m[2]] as [string, string]] : []
  })

/** A TypeScript string literal (single quotes, as the project writes them). */
export const str = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`

/** Module names: lower case letters and digits, starting with a letter (a folder and a package name). */
export const MODULE_NAME = /^[a-z][a-z0-9]{1,29}$/
/** Business names: camelCase (a resource key and an API path segment). */
export const BUSINESS_NAME = /^[a-z][a-zA-Z0-9]{0,29}$/
