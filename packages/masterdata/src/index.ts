// @wp/masterdata: 主数据管理 — the module's faces (views and hidden routes). Consumed through this file only.
export { masterdataModule } from './module'
