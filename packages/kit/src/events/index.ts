export { emitKitEvent, onKitEvent, useKitEvent, type KitEventMap, type KitEventName } from './events'
