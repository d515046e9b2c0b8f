export {
  defineModule,
  eventPropName,
  ELEMENT_COMMON_PROPS,
  type ModuleManifest,
  type ModuleFaces,
  type ElementSpec,
  type ElementPropType,
  type ViewLoader,
  type ViewProps,
  type ParcelConfig,
} from './defineModule'
export { KitProviders, type KitProvidersProps } from './KitProviders'
