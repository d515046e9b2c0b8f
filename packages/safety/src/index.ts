// @wp/safety: 隐患排查治理 — the module's faces (views, hidden routes, workbench card, elements).
export { safetyModule } from './module'
export { safetyMobile } from './mobile'
