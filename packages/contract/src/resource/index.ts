// The resource description language: one plain description per resource, read by the server and the browser alike.
export * from './language'
export * from './infer'
export * from './derive'
export { checkResource } from './check'
export * as field from './fields'
