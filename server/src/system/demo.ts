import type { DemoClient, DemoStep } from '../platform/demo'

// The demo organisation, 青禾控股集团（演示）: a clearly fictional group with a head office and three subsidiaries, their
// departments, posts and people in several roles. Seeded departments are renamed into it (a fresh data folder is the
// demo's own), the rest is added; every name is looked up first, so a second run changes nothing.

/** [name, parent name (null: the root), order]; the seeded tree's ids 100–109 are renamed in this order. */
const DEPTS: [name: string, parent: string | null, order: number][] = [
  ['青禾控股集团（演示）', null, 0],
  ['集团本部', '青禾控股集团（演示）', 1],
  ['青禾能源有限公司', '青禾控股集团（演示）', 2],
  ['科技创新部', '集团本部', 1],
  ['经营管理部', '集团本部', 2],
  ['生产安全部', '集团本部', 3],
  ['财务资金部', '集团本部', 4],
  ['信息中心', '集团本部', 5],
  ['能源市场营销部', '青禾能源有限公司', 1],
  ['能源财务部', '青禾能源有限公司', 2],
  // added
  ['青禾建设工程有限公司', '青禾控股集团（演示）', 3],
  ['工程管理部', '青禾建设工程有限公司', 1],
  ['安全质量部', '青禾建设工程有限公司', 2],
  ['青禾数字科技有限公司', '青禾控股集团（演示）', 4],
  ['产品研发部', '青禾数字科技有限公司', 1],
  ['综合办公室', '青禾数字科技有限公司', 2],
  ['人力资源部', '集团本部', 6],
  ['党群工作部', '集团本部', 7],
]
const SEEDED_DEPT_IDS = [100, 101, 102, 103, 104, 105, 106, 107, 108, 109]

const POSTS: [code: string, name: string, sort: number][] = [
  ['cfo', '财务总监', 5],
  ['safety', '安全主管', 6],
  ['stat', '统计专员', 7],
]

/** The demo's people: [account, name, department, role key, post code, phone]. */
export const DEMO_USERS: [
  userName: string,
  nickName: string,
  dept: string,
  role: string,
  post: string,
  phone: string,
][] = [
  ['zhangwei', '张伟', '经营管理部', 'statistics', 'ceo', '13900000001'],
  ['wangfang', '王芳', '财务资金部', 'statistics', 'cfo', '13900000002'],
  ['liqiang', '李强', '生产安全部', 'common', 'safety', '13900000003'],
  ['liuyang', '刘洋', '科技创新部', 'common', 'se', '13900000004'],
  ['chenjing', '陈静', '信息中心', 'common', 'user', '13900000005'],
  ['yangfan', '杨帆', '能源市场营销部', 'common', 'user', '13900000006'],
  ['sunli', '孙丽', '能源财务部', 'statistics', 'stat', '13900000007'],
  ['zhaolei', '赵磊', '工程管理部', 'common', 'se', '13900000008'],
  ['huangmin', '黄敏', '安全质量部', 'common', 'safety', '13900000009'],
  ['zhouqing', '周青', '产品研发部', 'common', 'se', '13900000010'],
  ['wuhao', '吴昊', '综合办公室', 'common', 'user', '13900000011'],
  ['xuna', '徐娜', '人力资源部', 'common', 'hr', '13900000012'],
  ['mazhiyuan', '马志远', '党群工作部', 'common', 'user', '13900000013'],
]
/** The password every demo person signs in with (each is asked to change it first, as any new account). */
export const DEMO_USER_PASSWORD = 'Qinghe-2026'

interface Dept {
  deptId: number
  parentId: number
  deptName: string
  orderNum: number
  [key: string]: unknown
}

async function departments(client: DemoClient) {
  const depts = await client.get<Dept[]>('/system/dept/list')
  const byName = new Map(depts.map((d) => [d.deptName, d]))
  let renamed = 0
  let added = 0
  for (const [i, [name, parent, order]] of DEPTS.entries()) {
    if (byName.has(name)) continue
    const parentId = parent ? byName.get(parent)!.deptId : 0
    const seeded = depts.find((d) => d.deptId === SEEDED_DEPT_IDS[i])
    const body = { parentId, deptName: name, orderNum: order, leader: '', phone: '', email: '', status: '0' }
    if (seeded) {
      await client.put('/system/dept', { ...seeded, ...body, deptId: seeded.deptId })
      byName.set(name, { ...seeded, ...body })
      renamed++
    } else {
      await client.post('/system/dept', body)
      const fresh = (await client.get<Dept[]>('/system/dept/list', { deptName: name })).find((d) => d.deptName === name)
      byName.set(name, fresh!)
      added++
    }
  }
  client.log(`  部门：改名 ${renamed}、新增 ${added}，共 ${DEPTS.length}`)
}

async function posts(client: DemoClient) {
  const page = await client.list<{ postId: number; postCode: string }>('/system/post/list', {
    pageSize: 100,
  })
  const have = new Set(page.rows.map((p) => p.postCode))
  for (const [postCode, postName, postSort] of POSTS)
    if (!have.has(postCode)) await client.post('/system/post', { postCode, postName, postSort, status: '0' })
  const all = await client.list<{ postId: number; postCode: string }>('/system/post/list', {
    pageSize: 100,
  })
  return new Map(all.rows.map((p) => [p.postCode, p.postId]))
}

async function users(client: DemoClient, postIds: Map<string, number>) {
  const roles = await client.list<{ roleId: number; roleKey: string }>('/system/role/list', {
    pageSize: 100,
  })
  const roleIds = new Map(roles.rows.map((r) => [r.roleKey, r.roleId]))
  let added = 0
  for (const [userName, nickName, dept, role, post, phonenumber] of DEMO_USERS) {
    const existing = await client.list<{ userName: string }>('/system/user/list', { userName })
    if (existing.rows.some((u) => u.userName === userName)) continue
    await client.post('/system/user', {
      userName,
      nickName,
      password: DEMO_USER_PASSWORD,
      deptId: await client.deptId(dept),
      phonenumber,
      email: `${userName}@qinghe.example`,
      sex: ['王芳', '陈静', '孙丽', '黄敏', '徐娜', '周青'].includes(nickName) ? '1' : '0',
      status: '0',
      roleIds: roleIds.has(role) ? [roleIds.get(role)] : [],
      postIds: postIds.has(post) ? [postIds.get(post)] : [],
    })
    added++
  }
  client.log(`  人员：新增 ${added}，共 ${DEMO_USERS.length}（初始密码 ${DEMO_USER_PASSWORD}）`)
}

const step: DemoStep = {
  title: '组织机构：青禾控股集团（演示）',
  order: 0,
  async run(client) {
    await departments(client)
    await users(client, await posts(client))
  },
}
export default step
