import type { SessionAccess } from '../auth/session'
import type { AppContext } from '../context'

/**
 * What the platform needs from the domains, as interfaces: the platform (`http/`, `auth/`, `files/`, `docs/`)
 * never imports a domain. A module provides an implementation in its module object's `provides`; each service
 * has exactly one provider (the system module today) or the default below.
 */
export interface PlatformServices {
  /** Who a signed-in user is: profile fields, enabled roles and the permissions they carry. */
  access: AccessDirectory
  /** Configuration values by key (`sys.upload.maxSize`, …). */
  settings: Settings
  /** Where the operation log's rows are stored. */
  operationLog: OperationLogStore
  /** Which departments and whose rows a user's roles let them see (data scope). */
  dataScope: DataScopeSource
  /** Credentials that are not a person's session (a wall display's token): what they may call. */
  devices: DeviceDirectory
  /** The labels of dictionary values (exports of described resources). */
  dictionaries: DictionarySource
}

export interface DictionarySource {
  /** Value → label of a dictionary type's enabled entries (empty when the type is unknown). */
  labels(dictType: string): Promise<ReadonlyMap<string, string>>
}

/** A device credential's holder: a name for the logs and the permission strings it carries (nothing else). */
export interface DeviceAccess {
  deviceId: number
  name: string
  permissions: string[]
}

export interface DeviceDirectory {
  /** The device a bearer token belongs to, or null (then the token is an ordinary session token or unknown). */
  resolve(token: string): Promise<DeviceAccess | null>
}

export interface AccessDirectory {
  /** The user's access, or null when the account is gone or deleted. Cached by the platform per user. */
  load(userId: number): Promise<SessionAccess | null>
}

export interface Settings {
  /** The configured value, or null when the key does not exist. */
  get(key: string): Promise<string | null>
}

/** One row of the operation log, as the platform records it for every logged write. */
export interface OperationRecord {
  title: string
  businessType: number
  method: string
  requestMethod: string
  operatorType: number
  operName: string
  deptName: string
  operUrl: string
  operIp: string
  operParam: string
  jsonResult: string
  status: 0 | 1
  errorMsg: string
  operTime: Date
  costTime: number
}

export interface OperationLogStore {
  write(record: OperationRecord): Promise<void>
}

/**
 * What a user may see, resolved from their roles: everything, or the rows of some departments and (for "self")
 * their own rows. The platform turns it into SQL on each domain's own columns (`auth/data-scope.ts`).
 */
export type ScopeGrant =
  | { all: true }
  | {
      all: false
      deptIds: number[]
      self: boolean
      /** How far a grant relative to the holder's own department reaches (for grants handed on: `auth/grants.ts`). */
      reach?: 'dept' | 'subtree'
    }

export interface DataScopeSource {
  grant(user: SessionAccess): Promise<ScopeGrant>
}

/** How a module provides services: a factory given the context once the app is built. */
export type ServiceProviders = { [K in keyof PlatformServices]?: (ctx: AppContext) => PlatformServices[K] }

/** Used when no module provides a service: nobody signs in, no setting is set, log rows go to the server log. */
export function defaultServices(ctx: AppContext): PlatformServices {
  return {
    access: { load: async () => null },
    settings: { get: async () => null },
    operationLog: {
      write: async (record) => {
        ctx.logger.info({ operation: record }, 'operation')
      },
    },
    dataScope: { grant: async () => ({ all: false, deptIds: [], self: false }) },
    devices: { resolve: async () => null },
    dictionaries: { labels: async () => new Map() },
  }
}
