export {
  defineModule,
  isModuleFaces,
  eventPropName,
  ELEMENT_COMMON_PROPS,
  type ModuleFaces,
  type ParcelConfig,
} from './defineModule'
export { expandScreens } from './manifest'
export type {
  ModuleManifest,
  Screen,
  ScreenPage,
  ScreenElement,
  ElementSpec,
  ElementPropType,
  HiddenRoute,
  WorkbenchCard,
  WorkbenchCardProps,
  WorkbenchFrameProps,
  HeaderItem,
  MobileView,
  DashboardElement,
  PermissionCatalogue,
  ViewLoader,
  ViewProps,
} from './manifest'
export { workbenchFrame } from './workbenchFrame'
export { composeModules, moduleProblems, type ModuleRegistry } from './compose'
export { KitProviders, type KitProvidersProps } from './KitProviders'
