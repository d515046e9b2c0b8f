/**
 * The rows 系统管理 sends, as the browser reads them: dates are `yyyy-MM-dd HH:mm:ss` text, flags are the
 * family's one-character codes (their dictionaries are named beside each field). The server's replies are typed
 * with these, so a renamed column breaks the type check on both sides.
 */

/** Who created and last changed a row (every business table carries them). */
export interface AuditFields {
  createBy?: string | null
  createTime?: string | null
  updateBy?: string | null
  updateTime?: string | null
}

/** The family's TreeSelect node (department and menu pickers); empty children are left out. */
export interface TreeSelect {
  id: number
  label: string
  disabled: boolean
  children?: TreeSelect[]
}
