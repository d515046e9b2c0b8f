// @wp/gen: 代码生成 — the list of imported tables, the edit screen with its live preview.
export { genModule } from './module'
