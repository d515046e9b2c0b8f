import { randomBytes } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import ExcelJS from 'exceljs'
import { eq, inArray } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { encryptPassword } from '../auth/cipher'
import { sysConfig } from '../system/config/schema'
import { sysMenu } from '../directory/menu/schema'
import { sysRole, sysRoleDept, sysRoleMenu } from '../directory/role/schema'
import { INITIAL_PASSWORD, type TestServer } from './harness'

/** A multipart/form-data body with one file part. */
export function multipartFile(field: string, filename: string, content: Buffer, type: string) {
  const boundary = '----wp' + randomBytes(8).toString('hex')
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/** An .xlsx with a header row and data rows. */
export async function xlsxOf(header: string[], rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  const sheet = wb.addWorksheet('用户数据')
  sheet.addRow(header)
  for (const r of rows) sheet.addRow(r)
  return Buffer.from(await wb.xlsx.writeBuffer())
}

/** Reads an .xlsx answer: the header row and the data rows as text. */
export async function readXlsx(res: LightMyRequestResponse): Promise<{ header: string[]; rows: string[][] }> {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(res.rawPayload as never)
  const sheet = wb.worksheets[0]
  const all: string[][] = []
  sheet.eachRow((row) => all.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)))))
  return { header: all[0] ?? [], rows: all.slice(1) }
}

/** A workbook uploaded as multipart field `file` (imports), answered as its parsed envelope. */
export async function postWorkbook(s: TestServer, url: string, token: string, file: Buffer, name = 'import.xlsx') {
  const { payload, headers } = multipartFile('file', name, file, 'application/octet-stream')
  const res = await s.fastify.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  })
  return JSON.parse(res.body) as { code: number; msg: string; data?: unknown }
}

/** A form-encoded POST (exports), answered raw. */
export const postForm = (s: TestServer, url: string, token: string, form = '') =>
  s.fastify.inject({
    method: 'POST',
    url,
    payload: form,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
  })

/**
 * A role holding exactly the given permissions (through the seeded menus that carry them), with a data scope.
 * Throws when a permission has no menu, so every permission a route uses must be seeded.
 */
export async function roleWith(
  s: TestServer,
  perms: string[],
  dataScope: '1' | '2' | '3' | '4' | '5' = '1',
  deptIds: number[] = [],
) {
  const menus = perms.length
    ? await s.ctx.db
        .select({ id: sysMenu.menuId, perms: sysMenu.perms })
        .from(sysMenu)
        .where(inArray(sysMenu.perms, perms))
    : []
  const missing = perms.filter((p) => !menus.some((m) => m.perms === p))
  if (missing.length) throw new Error(`no seeded menu carries ${missing.join(', ')}`)
  const key = 'r' + randomBytes(5).toString('hex')
  const [role] = await s.ctx.db
    .insert(sysRole)
    .values({ roleName: key, roleKey: key, roleSort: 9, dataScope })
    .returning({ id: sysRole.roleId })
  if (menus.length) await s.ctx.db.insert(sysRoleMenu).values(menus.map((m) => ({ roleId: role.id, menuId: m.id })))
  if (deptIds.length) await s.ctx.db.insert(sysRoleDept).values(deptIds.map((deptId) => ({ roleId: role.id, deptId })))
  return role.id
}

/** A signed-in user holding a fresh role with these permissions and data scope, in a department. */
export async function userWith(
  s: TestServer,
  perms: string[],
  options: { dataScope?: '1' | '2' | '3' | '4' | '5'; deptId?: number; deptIds?: number[] } = {},
) {
  const roleId = await roleWith(s, perms, options.dataScope ?? '1', options.deptIds)
  const name = 'u' + randomBytes(5).toString('hex')
  const userId = await s.createUser(name, [roleId], options.deptId ?? 103)
  return { userId, roleId, userName: name, token: await s.login(name) }
}

export const menuIdOf = async (s: TestServer, perms: string) =>
  (await s.ctx.db.select({ id: sysMenu.menuId }).from(sysMenu).where(eq(sysMenu.perms, perms)))[0]?.id

/** Creates a record through the API as `token` and returns the id the answer names (fixtures of samples). */
export async function createdId(
  s: TestServer,
  token: string,
  method: string,
  url: string,
  body: unknown,
  idKey: string,
): Promise<number> {
  const res = await s.call(method, '/prod-api' + url, { token, body })
  if (res.code !== 200) throw new Error(`fixture ${url}: ${res.msg}`)
  return res.data[idKey] as number
}

/** Sets a configuration value and clears the configuration caches. */
export async function setConfig(s: TestServer, key: string, value: string) {
  await s.ctx.db.update(sysConfig).set({ configValue: value }).where(eq(sysConfig.configKey, key))
  s.ctx.bus.clear('config')
}

/** A login body for `userName` on a fresh challenge (captcha answered when it is on). */
export async function signInBody(s: TestServer, userName: string, password = INITIAL_PASSWORD) {
  const c = await s.call('GET', '/prod-api/code')
  return {
    username: userName,
    password: encryptPassword(password, c.key),
    code: c.captchaEnabled ? await s.captchaAnswer(c.uuid) : undefined,
    uuid: c.uuid,
  }
}

/**
 * What a raw socket sends and what comes back first: the status line and the body of the answer. `declared` is the
 * Content-Length announced; `send` bytes of it are actually sent, a chunk at a time, while no answer has come.
 */
export function rawPost(
  port: number,
  path: string,
  headers: Record<string, string>,
  declared: number,
  send: number,
  method = 'POST',
): Promise<{ status: number; body: string; sentBeforeAnswer: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method, headers: { ...headers, 'content-length': String(declared) } },
      (res) => {
        answered = true
        const before = sent
        let body = ''
        res.on('data', (d: Buffer) => (body += d.toString()))
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body, sentBeforeAnswer: before })
          res.socket.destroy() // the rest is never sent: end the connection rather than leave it half-sent
        })
      },
    )
    req.on('error', (err) => (answered ? undefined : reject(err)))
    const chunk = Buffer.alloc(64 * 1024, 'a')
    const pump = () => {
      if (answered || sent >= send) return
      sent += chunk.length
      req.write(chunk, () => setTimeout(pump, 2))
    }
    pump()
  })
}

/** The caller's open approval tasks (the todo list's records): what any module's process test completes. */
export async function todo(s: TestServer, token: string) {
  const r = await s.call('GET', '/prod-api/flowable/task/todoList?pageSize=100', { token })
  if (r.code !== 200) throw new Error(`todo: ${r.code} ${r.msg}`)
  return r.data.records as { taskId: string; procInsId: string; taskDefKey: string; claimable: boolean }[]
}

/** The caller's open task of an instance. */
export async function taskOf(s: TestServer, token: string, procInsId: string): Promise<string> {
  const t = (await todo(s, token)).find((x) => x.procInsId === procInsId)
  if (!t) throw new Error(`no open task of ${procInsId} for this user`)
  return t.taskId
}
