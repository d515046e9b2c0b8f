import type { BusinessType } from '@wp/contract'
import type { Access } from '../http/route'
import type { TestServer } from './harness'

/** One valid call: where to send it and what to send. */
export interface SampleRequest {
  /** The URL under the API prefix; defaults to the route's path with every parameter set to 1. */
  url?: string
  body?: unknown
  /** A form-encoded body (the family POSTs exports as forms). */
  form?: string
  /** Extra request headers (a public route's own credential: `x-okr-api-key`). */
  headers?: Record<string, string>
  /** A multipart body with a file. */
  file?: () => Promise<{ payload: Buffer; headers: Record<string, string> }>
}

/** Makes the record a call acts on (with the administrator's token), then says how to call. `n` is unique per call. */
export type PrepareSample = (s: TestServer, admin: string, n: number) => Promise<SampleRequest>

/**
 * What the security test expects of one route, written apart from the route's own declaration, so a route whose
 * declared access or log drifts fails: who may call it (`public` routes must also be on the test's pinned list;
 * a permission must be a contract constant a seeded menu carries), which operation-log row one successful call
 * writes (writes only; `false` for the few writes that keep their own log), and a request that succeeds.
 */
export interface SecurityRow {
  access: Access
  /**
   * Where the access names path parameters (`dyn:{code}:list`): the values the sample's URL gives them, so the
   * permission checked, held and found in the catalogue and the menus is the filled one (`dyn:client:list`).
   */
  params?: Readonly<Record<string, string>>
  log?: { title: string; type: BusinessType } | false
  sample?: SampleRequest | PrepareSample
  /**
   * A browser hop's success: the exact `Location` it redirects to (the whole of it must match). Without it, a
   * redirect is a failure, so a route that redirects on every error (the DingTalk callback) cannot pass by redirecting.
   */
  redirect?: RegExp
}

/** Rows by `METHOD /path` as the route declares it, without the API prefix: `'DELETE /system/post/:postIds'`. */
export type SecurityTable = Record<string, SecurityRow>
