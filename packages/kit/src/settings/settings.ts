import Cookies from 'js-cookie'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

/** antd's component sizes. */
export type ComponentSize = 'small' | 'middle' | 'large'
/** The family's size names, as the size selector (Default/Medium/Small/Mini) and the `size` cookie use them. */
export type FamilySize = 'default' | 'medium' | 'small' | 'mini'

const FAMILY_TO_ANTD: Record<FamilySize, ComponentSize> = {
  default: 'large',
  medium: 'middle',
  small: 'small',
  mini: 'small',
}

/** Maps the family's size name to antd's (medium → middle); unknown names give 'middle'. */
export function sizeFromFamily(name: string | undefined): ComponentSize {
  return FAMILY_TO_ANTD[name as FamilySize] ?? 'middle'
}

export interface LayoutSettings {
  /** theme colour (antd colorPrimary) */
  theme: string
  sideTheme: 'theme-dark' | 'theme-light'
  topNav: boolean
  tagsView: boolean
  fixedHeader: boolean
  sidebarLogo: boolean
  showSettings: boolean
  dynamicTitle: boolean
  /** 自动锁屏: minutes without input after which the portal locks the screen (0: never) */
  lockAfterMinutes: number
}

export interface SettingsState extends LayoutSettings {
  /** component size; kept in the `size` cookie by its family name, like the family */
  size: ComponentSize
  familySize: FamilySize
  /** changes settings now (not yet saved) */
  update: (patch: Partial<LayoutSettings>) => void
  /** changes the size and remembers it in the `size` cookie */
  setSize: (size: FamilySize) => void
  /** writes the layout settings to localStorage `layout-setting` (the drawer's 保存配置) */
  save: () => void
  /** forgets the saved settings and returns to the defaults (the drawer's 重置配置; the host then reloads) */
  reset: () => void
}

export const SETTINGS_STORAGE_KEY = 'layout-setting'
export const SIZE_COOKIE = 'size'

export const DEFAULT_SETTINGS: Readonly<LayoutSettings> = Object.freeze({
  theme: '#1890ff',
  sideTheme: 'theme-dark',
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  showSettings: false,
  dynamicTitle: false,
  lockAfterMinutes: 0,
})

function pickLayout(state: LayoutSettings): LayoutSettings {
  const out = {} as Record<string, unknown>
  for (const key of Object.keys(DEFAULT_SETTINGS)) out[key] = state[key as keyof LayoutSettings]
  return out as unknown as LayoutSettings
}

function readSaved(): Partial<LayoutSettings> {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(SETTINGS_STORAGE_KEY)
    if (!raw) return {}
    const parsed: unknown = JSON.parse(raw)
    if (!parsed || typeof parsed !== 'object') return {}
    const saved: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (key in DEFAULT_SETTINGS && typeof value === typeof DEFAULT_SETTINGS[key as keyof LayoutSettings])
        saved[key] = value
    }
    return saved as Partial<LayoutSettings>
  } catch {
    return {}
  }
}

function readFamilySize(): FamilySize {
  const name = Cookies.get(SIZE_COOKIE)
  return name && name in FAMILY_TO_ANTD ? (name as FamilySize) : 'medium'
}

function initialState(): LayoutSettings & { size: ComponentSize; familySize: FamilySize } {
  const familySize = readFamilySize()
  return { ...DEFAULT_SETTINGS, ...readSaved(), familySize, size: sizeFromFamily(familySize) }
}

/** Layout settings shared by every React root on the page. */
export const settingsStore = createStore<SettingsState>()((set, get) => ({
  ...initialState(),
  update: (patch) => set(patch),
  setSize: (familySize) => {
    Cookies.set(SIZE_COOKIE, familySize)
    set({ familySize, size: sizeFromFamily(familySize) })
  },
  save: () => localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(pickLayout(get()))),
  reset: () => {
    localStorage.removeItem(SETTINGS_STORAGE_KEY)
    set({ ...DEFAULT_SETTINGS })
  },
}))

/** Reads the settings in a component: `const theme = useSettings((s) => s.theme)`. */
export function useSettings(): SettingsState
export function useSettings<T>(selector: (state: SettingsState) => T): T
export function useSettings<T>(selector?: (state: SettingsState) => T): T | SettingsState {
  return useStore(settingsStore, (selector ?? ((state: SettingsState) => state)) as (state: SettingsState) => T)
}

/** Re-reads localStorage and the size cookie (for tests and after another tab saved). */
export function reloadSettings(): void {
  settingsStore.setState(initialState())
}
