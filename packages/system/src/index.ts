// @wp/system: dictionaries, configuration, API docs and the icon list; the custom elements wp-dict-tag and
// wp-dict-data-form. Consumed through this file only.
export { systemModule } from './module'
