export {
  http,
  get,
  post,
  put,
  del,
  type ApiResult,
  type TableResult,
  type RequestOptions,
  type RequestMeta,
  type KitMethod,
  type KitGenerics,
} from './http'
export { download, upload, saveBlob, type UploadOptions, type UploadResult } from './transfer'
export { getApiBase, configureKit, DEFAULT_API_BASE, type KitConfig } from './config'
export {
  HttpError,
  ERROR_MESSAGES,
  TRANSPORT_MESSAGES,
  REPEAT_SUBMIT_MESSAGE,
  SESSION_EXPIRED_ERROR,
  messageForCode,
  type HttpErrorKind,
} from './errors'
export { setLogoutAction } from './relogin'
