import { lt, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { AppContext } from '../context'
import { ServiceError } from '../http/errors'

export type TaskArg = number | string | boolean

export interface TaskParam {
  name: string
  type: 'int' | 'string' | 'boolean'
  min?: number
  max?: number
  maxLength?: number
  optional?: boolean
}

/** A task a scheduled job may invoke: a name, typed parameters, and what it does. Returns a short report. */
export interface TaskDef {
  name: string
  title: string
  params: TaskParam[]
  run(ctx: AppContext, args: TaskArg[]): Promise<string>
}

/**
 * A job a module wants scheduled from the start (`ServerModule.schedules`): created once, at the first start that
 * declares it, by the module that keeps scheduled jobs (the `scheduler` service); an administrator's changes and
 * deletion stick.
 */
export interface DefaultSchedule {
  /** Stable and unique, starting with the module's name: `safety.overdueReminder`. */
  key: string
  /** The job's name on 定时任务. */
  name: string
  /** A registered task with literal arguments: `remindOverdueHazards` or `cleanOperLog(180)`. */
  invokeTarget: string
  /** Quartz cron (seconds first): `0 0 8 * * ?` every day at 08:00. */
  cron: string
  /** Created paused, for an administrator to start. */
  paused?: boolean
  remark?: string
}

export interface ParsedTarget {
  task: TaskDef
  args: TaskArg[]
}

/** The usual parameter of clean-up tasks: an age in days. */
export const DAYS_PARAM: TaskParam = { name: 'days', type: 'int', min: 1, max: 3650 }

/**
 * A clean-up task of a log: `cleanOperLog(days)` deletes the rows whose `time` is older than `days` days and says
 * how many (`已清理操作日志 12 条`).
 */
export function purgeTask(name: string, noun: string, table: PgTable, time: AnyPgColumn): TaskDef {
  return {
    name,
    title: `清理早于 days 天的${noun}`,
    params: [DAYS_PARAM],
    run: async (ctx, [days]) => {
      const gone = await ctx.db
        .delete(table)
        .where(lt(time, daysAgo(ctx, days as number)))
        .returning({ one: sql<number>`1` })
      return `已清理${noun} ${gone.length} 条`
    },
  }
}

/** The moment `days` days before the context's now. */
export const daysAgo = (ctx: AppContext, days: number) => new Date(ctx.clock.now().getTime() - days * 86_400_000)

export const describeTask = (t: TaskDef) =>
  `${t.name}${t.params.length ? `(${t.params.map((p) => p.name).join(', ')})` : ''}`

/**
 * The invokable tasks, collected from every module's `tasks`. A job's `invokeTarget` must name one of these,
 * as `name` or `name(arg, …)` with literal arguments of the declared types; nothing else is ever run.
 */
export class TaskRegistry {
  private readonly tasks = new Map<string, TaskDef>()

  constructor(tasks: readonly TaskDef[] = []) {
    for (const task of tasks) {
      if (!/^[A-Za-z][A-Za-z0-9_.]*$/.test(task.name)) throw new Error(`bad task name ${task.name}`)
      if (this.tasks.has(task.name)) throw new Error(`task ${task.name} is declared twice`)
      this.tasks.set(task.name, task)
    }
  }

  list(): TaskDef[] {
    return [...this.tasks.values()]
  }

  /** Reads `name` or `name(arg, …)` against the registry, or explains why not (unknown task, wrong arguments). */
  parse(target: string): ParsedTarget {
    const m = /^\s*([A-Za-z][A-Za-z0-9_.]*)\s*(?:\((.*)\))?\s*$/s.exec(target)
    const known = () => `可用任务：${this.list().map(describeTask).join('、')}`
    if (!m) throw new ServiceError(`调用目标格式不正确，应为 任务名 或 任务名(参数)；${known()}`)
    const task = this.tasks.get(m[1])
    if (!task) throw new ServiceError(`调用目标 ${m[1].slice(0, 60)} 不在任务白名单内；${known()}`)
    const tokens = m[2] === undefined || m[2].trim() === '' ? [] : splitArgs(m[2])
    if (!tokens) throw new ServiceError(`调用目标 ${task.name} 的参数格式不正确`)
    const required = task.params.filter((p) => !p.optional).length
    if (tokens.length < required || tokens.length > task.params.length)
      throw new ServiceError(
        `调用目标 ${task.name} 需要 ${required === task.params.length ? required : `${required}–${task.params.length}`} 个参数：${describeTask(task)}`,
      )
    const args = tokens.map((t, i) => {
      const v = literal(t, task.params[i])
      if ('error' in v) throw new ServiceError(`调用目标 ${task.name}：${v.error}`)
      return v.value
    })
    return { task, args }
  }
}

/** Splits `a, 'b,c', 3` into literal tokens, honouring quotes. */
function splitArgs(text: string): string[] | null {
  const out: string[] = []
  let i = 0
  while (i < text.length) {
    while (text[i] === ' ') i++
    if (i >= text.length) return null
    let token: string
    if (text[i] === "'" || text[i] === '"') {
      const end = text.indexOf(text[i], i + 1)
      if (end < 0) return null
      token = text.slice(i, end + 1)
      i = end + 1
    } else {
      const end = text.indexOf(',', i)
      token = (end < 0 ? text.slice(i) : text.slice(i, end)).trim()
      i = end < 0 ? text.length : end
    }
    out.push(token)
    while (text[i] === ' ') i++
    if (i < text.length) {
      if (text[i] !== ',') return null
      i++
      if (i >= text.length) return null
    }
  }
  return out
}

type Literal = { value: TaskArg } | { error: string }

function literal(token: string, p: TaskParam): Literal {
  switch (p.type) {
    case 'int': {
      const m = /^(-?\d{1,15})L?$/.exec(token)
      if (!m) return { error: `参数 ${p.name} 应为整数` }
      const n = Number(m[1])
      if ((p.min !== undefined && n < p.min) || (p.max !== undefined && n > p.max))
        return { error: `参数 ${p.name} 应在 ${p.min ?? '-∞'} 到 ${p.max ?? '∞'} 之间` }
      return { value: n }
    }
    case 'boolean':
      return token === 'true'
        ? { value: true }
        : token === 'false'
          ? { value: false }
          : { error: `参数 ${p.name} 应为 true 或 false` }
    case 'string': {
      const m = /^(['"])(.*)\1$/s.exec(token)
      if (!m) return { error: `参数 ${p.name} 应为带引号的字符串` }
      if (m[2].length > (p.maxLength ?? 200)) return { error: `参数 ${p.name} 过长` }
      return { value: m[2] }
    }
  }
}
