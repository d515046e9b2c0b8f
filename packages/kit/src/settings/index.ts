export {
  settingsStore,
  useSettings,
  reloadSettings,
  sizeFromFamily,
  DEFAULT_SETTINGS,
  SETTINGS_STORAGE_KEY,
  SIZE_COOKIE,
  type SettingsState,
  type LayoutSettings,
  type ComponentSize,
  type FamilySize,
} from './settings'
export { accessibleTokens, contrastRatio, readableOnWhite } from './contrast'
