// @wp/contract: what the server sends and the browser reads, declared once. No DOM, no runtime dependencies.
export * from './envelope'
export * from './router'
export * from './permissions'
export * from './password'
export * from './system/permissions'
export * from './monitor/permissions'
