/**
 * User list with 100,000 users and 1,000,000 operation-log rows: page 1 filtered by a department subtree,
 * with its count, through the whole HTTP pipeline (session, permission, data scope). Prints p50/p95 per driver.
 *   node --import tsx server/bench/user-list.ts [users] [operLogs]
 */
import { benchDrivers, login, ms, percentiles, seedBulk, startBenchServer } from './lib/common'
import { sysRole, sysRoleMenu } from '../src/directory/role/schema'
import { sysMenu } from '../src/directory/menu/schema'
import { sysUser, sysUserRole } from '../src/directory/user/schema'
import { inArray } from 'drizzle-orm'
import { hashPassword } from '../src/auth/password'

const USERS = Number(process.argv[2] ?? 100_000)
const OPER_LOGS = Number(process.argv[3] ?? 1_000_000)
const RUNS = 200
const WARMUP = 20

async function main() {
  for (const driver of benchDrivers()) {
    const bench = await startBenchServer(driver)
    const { server } = bench
    try {
      const t0 = performance.now()
      await seedBulk(server, USERS, OPER_LOGS)
      console.log(
        `[${driver}] seeded ${USERS.toLocaleString()} users and ${OPER_LOGS.toLocaleString()} operation-log rows in ${ms(performance.now() - t0)}`,
      )
      const admin = await login(server)
      // A manager with "department and below" data scope over branch 1001, to time the data-scope SQL too.
      const [role] = await server.ctx.db
        .insert(sysRole)
        .values({ roleName: '分部经理', roleKey: 'branch', roleSort: 9, dataScope: '4' })
        .returning()
      const menus = await server.ctx.db
        .select({ id: sysMenu.menuId })
        .from(sysMenu)
        .where(inArray(sysMenu.perms, ['system:user:list']))
      await server.ctx.db.insert(sysRoleMenu).values(menus.map((m) => ({ roleId: role.roleId, menuId: m.id })))
      const [mgr] = await server.ctx.db
        .insert(sysUser)
        .values({ userName: 'branchmgr', nickName: '经理', deptId: 1001, password: await hashPassword('admin123') })
        .returning()
      await server.ctx.db.insert(sysUserRole).values({ userId: mgr.userId, roleId: role.roleId })
      const manager = await login(server, 'branchmgr')

      const cases: [string, string, string][] = [
        [
          'admin, subtree of one branch (~10% of users)',
          admin,
          '/prod-api/system/user/list?pageNum=1&pageSize=10&deptId=1003',
        ],
        ['admin, whole tree (all users)', admin, '/prod-api/system/user/list?pageNum=1&pageSize=10&deptId=100'],
        [
          'admin, subtree + name filter',
          admin,
          '/prod-api/system/user/list?pageNum=1&pageSize=10&deptId=1003&userName=bench12',
        ],
        ['manager (data scope 4), own subtree', manager, '/prod-api/system/user/list?pageNum=1&pageSize=10'],
        ['admin, operation log page 1 (1M rows)', admin, '/prod-api/system/operlog/list?pageNum=1&pageSize=10'],
        [
          'admin, operation log filtered by type',
          admin,
          '/prod-api/system/operlog/list?pageNum=1&pageSize=10&businessType=3&orderByColumn=operTime&isAsc=descending',
        ],
      ]
      for (const [label, token, url] of cases) {
        const samples: number[] = []
        let total = 0
        for (let i = 0; i < WARMUP + RUNS; i++) {
          const t = performance.now()
          const res = await server.fastify.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
          const took = performance.now() - t
          const body = JSON.parse(res.body)
          if (body.code !== 200) throw new Error(`${url}: ${body.msg}`)
          total = body.total
          if (i >= WARMUP) samples.push(took)
        }
        const { p50, p95, max } = percentiles(samples)
        console.log(
          `[${driver}] ${label.padEnd(46)} total=${String(total).padStart(7)}  p50 ${ms(p50)}  p95 ${ms(p95)}  max ${ms(max)}`,
        )
      }
    } finally {
      await bench.close()
    }
  }
}

await main()
process.exit(0)
