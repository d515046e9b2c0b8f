import path from 'node:path'

/** Settings read once from the environment at start. Nothing secret has a default. */
export interface ServerConfig {
  port: number
  host: string
  dataDir: string
  databaseUrl?: string
  /** `CAPTCHA_ENABLED=false` turns the captcha off whatever the configuration says (demos, tests). */
  captchaForcedOff: boolean
  /** Origins allowed to call the API from another site (element embedding). */
  corsOrigins: string[]
  /** Initial password for the seeded accounts; they must change it at first login. */
  initialAdminPassword: string
  /** Folder of built front-end files served at `/`; absent in API-only runs. */
  webRoot?: string
  /** Trust X-Forwarded-For from a reverse proxy. */
  trustProxy: boolean
  /** pino level (`LOG_LEVEL`, default info); per-request lines only at debug and trace. */
  logLevel: string
  /** The environment these settings were read from: a module reads its own settings here (`DINGTALK_APP_KEY`). */
  env: Readonly<Record<string, string | undefined>>
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR || './data')
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    captchaForcedOff: env.CAPTCHA_ENABLED === 'false',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    initialAdminPassword: env.ADMIN_INITIAL_PASSWORD || 'admin123',
    webRoot: env.WEB_ROOT || undefined,
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL || 'info',
    env,
  }
}
