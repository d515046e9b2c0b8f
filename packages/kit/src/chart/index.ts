export { useLazyChart, type LazyChart, type BoxChart } from './useLazyChart'
