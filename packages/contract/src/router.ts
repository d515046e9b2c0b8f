/** The server's menu route (RuoYi's RouterVo), as `GET /system/menu/getRouters` sends it; empty fields are left out. */
export interface RouterMeta {
  title: string
  icon?: string
  noCache?: boolean
  link?: string | null
  affix?: boolean
  remark?: string
  activeMenu?: string
}

export interface RouterVo {
  name?: string
  path: string
  hidden?: boolean
  redirect?: string
  /** 'Layout' | 'ParentView' | 'InnerLink' | a module view's component path ('system/dict/index') */
  component?: string
  /** JSON object as text, e.g. '{"id":1}' */
  query?: string
  alwaysShow?: boolean
  meta?: RouterMeta
  children?: RouterVo[]
}
