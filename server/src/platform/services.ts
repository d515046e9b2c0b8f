import type { AppContext } from '../context'
import type { OutboxMessage } from '../outbox/outbox'
import { ServiceError } from '../http/errors'
import type { ProcessService } from './processes'
import type { DefaultSchedule } from './tasks'

/**
 * What one domain provides and the platform or other domains consume, as interfaces: the platform (`http/`,
 * `auth/`, `directory/`, `files/`, `docs/`, `outbox/`) never imports a domain, and no domain imports another. A module
 * provides an implementation in its module object's `provides`; each service has exactly one provider or the
 * default below.
 */
export interface PlatformServices {
  /** Configuration values by key (`sys.upload.maxSize`, …). Provided by `system`. */
  settings: Settings
  /** Where the operation log's rows are stored. Provided by `system`. */
  operationLog: OperationLogStore
  /** Where the login log's rows are stored (sign-ins, refusals, sign-outs). Provided by `system`. */
  loginLog: LoginLogStore
  /** Credentials that are not a person's session (a wall display's token): what they may call. Provided by `statistics`. */
  devices: DeviceDirectory
  /** Delivers outbox messages to people outside the platform (DingTalk work notices). Provided by `dingtalk`. */
  messenger: Messenger
  /** Business records approved through a process (start, history, stop). Provided by `workflow`. */
  processes: ProcessService
  /** Keeps scheduled jobs: creates the modules' default schedules once. Provided by `monitor`. */
  scheduler: JobScheduler
}

export interface JobScheduler {
  /** Creates each schedule not created before (see `DefaultSchedule`); returns the keys created now. */
  adopt(schedules: readonly DefaultSchedule[]): Promise<string[]>
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

/** One row of the login log: who, from where, with what, and the outcome ('0' success, '1' refused). */
export interface LoginRecord {
  userName: string
  ipaddr: string
  browser: string
  os: string
  status: '0' | '1'
  msg: string
  loginTime: Date
}

export interface LoginLogStore {
  write(record: LoginRecord): Promise<void>
}

/**
 * A channel that tells people about outbox messages (`outbox/`). The platform's outbox worker drains the outbox
 * through it while `enabled()`; `send` resolving marks the message sent, throwing leaves it for a later attempt.
 */
export interface Messenger {
  enabled(ctx: AppContext): boolean
  send(ctx: AppContext, message: OutboxMessage): Promise<void>
}

/** How a module provides services: a factory given the context once the app is built. */
export type ServiceProviders = { [K in keyof PlatformServices]?: (ctx: AppContext) => PlatformServices[K] }

const NO_PROCESSES = '流程服务不可用：未安装流程模块'

/**
 * Used when no module provides a service: no setting is set, log rows go to the server log, no device signs in,
 * nothing is delivered (messages wait in the outbox), no process can be started, no job is scheduled.
 */
export function defaultServices(ctx: AppContext): PlatformServices {
  const refuse = async (): Promise<never> => {
    throw new ServiceError(NO_PROCESSES)
  }
  return {
    settings: { get: async () => null },
    operationLog: {
      write: async (record) => {
        ctx.logger.info({ operation: record }, 'operation')
      },
    },
    loginLog: {
      write: async (record) => {
        ctx.logger.info({ login: record }, 'login')
      },
    },
    devices: { resolve: async () => null },
    messenger: { enabled: () => false, send: refuse },
    processes: {
      start: refuse,
      history: refuse,
      stop: refuse,
      tasks: refuse,
      complete: refuse,
      suspend: refuse,
      binding: refuse,
      adopt: async () => [],
    },
    scheduler: { adopt: async () => [] },
  }
}
