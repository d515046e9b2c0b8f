// A process that owns an embedded cluster, for the tests that need another process (another user, a killed owner):
//   node --import tsx cluster-cli.ts <dir> check   start, write and read a row, stop, print {"ok":true,…}
//   node --import tsx cluster-cli.ts <dir> hold    start, print {"pid":…} and wait to be killed
import { startEmbeddedPostgres } from '../db/embedded-postgres'
import { adminConnection } from './databases'

const [dir, mode] = process.argv.slice(2)
const cluster = await startEmbeddedPostgres({ dir, ephemeral: true })
if (mode === 'hold') {
  console.log(JSON.stringify({ pid: cluster.pid }))
  setInterval(() => undefined, 60_000)
} else {
  const rows = await adminConnection(cluster.url('postgres'), async (c) => {
    await c.query('create table if not exists t (n int)')
    await c.query('insert into t values (1)')
    return (await c.query<{ n: number; who: string }>('select count(*)::int as n, current_user as who from t')).rows[0]
  })
  await cluster.stop()
  console.log(JSON.stringify({ ok: true, pid: cluster.pid, uid: process.getuid?.(), ...rows }))
}
