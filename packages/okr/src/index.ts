// @wp/okr: OKR — the module's faces (views, hidden routes).
export { okrModule } from './module'
