export { useLoad, type LoadState, type LoadOptions } from './useLoad'
