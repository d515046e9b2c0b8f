// @wp/system: dictionaries, configuration, API docs and the icon list; the custom elements wp-dict-tag and
// wp-dict-data-form. Consumed through this file only.
export { systemModule } from './module'
// The menu icon set is shared with the layout through the host (see README: it belongs in @wp/ui).
export { MenuIcon, MENU_ICONS, menuIconNames, renderMenuIcon } from './icons/menuIcons'
export type { DictType, DictDataRow } from './dict/api'
export type { ConfigRow } from './config/api'
