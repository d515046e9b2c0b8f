import type { DemoClient, DemoStep } from '../platform/demo'

/** A 1-pixel PNG: the demo's site photo, uploaded as a raw image body (the upload checks its content). */
const PHOTO = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
)

interface Sample {
  title: string
  submit: boolean
  body: Record<string, unknown>
}

const samples = (orgId: number, leaderId: number): Sample[] => [
  {
    title: '配电室灭火器压力不足',
    submit: true,
    body: {
      location: '一号厂房配电室',
      checkType: '1',
      level: '1',
      category: '03',
      subCategory: '03-01',
      description: '配电室 2 具干粉灭火器压力表指针在红区，已过检验期',
    },
  },
  {
    title: '原料罐区防雷接地失效',
    submit: true,
    body: {
      location: '原料罐区 3 号罐',
      checkType: '2',
      level: '2',
      category: '02',
      subCategory: '02-03',
      description: '专项检查测得接地电阻 18Ω，超过 10Ω 限值',
      stopProduction: true,
      govTarget: '30 日内恢复防雷接地',
      govMeasures: '更换接地极，增设检测点',
      govFund: 8.5,
      govMaterials: '接地极 6 根，扁钢 40 米',
      govDeadline: '2026-12-31',
      govLeaderId: leaderId,
    },
  },
  {
    title: '仓库消防通道堆放杂物',
    submit: false,
    body: {
      location: '成品仓库东侧通道',
      checkType: '7',
      level: '1',
      category: '03',
      subCategory: '03-02',
      description: '消防通道堆放纸箱，宽度不足 1 米',
    },
  },
]

/** The demo's safety officers: they review, follow up and accept hazards (the process asks for 隐患审核 holders). */
export const SAFETY_OFFICERS = ['liqiang', 'huangmin']
const OFFICER_ROLE = { roleName: '安全管理员', roleKey: 'safety_officer' }

/**
 * The 安全管理员 role — every 安全管理 menu and button, data scope all units — held by the safety officers; made once,
 * and given again to an officer who lacks it.
 */
async function officers(client: DemoClient) {
  let [role] = (await client.list<{ roleId: number }>('/system/role/list', { roleKey: OFFICER_ROLE.roleKey })).rows
  if (!role) {
    const menus = await client.get<{ menuId: number; menuName: string; perms: string | null }[]>('/system/menu/list')
    const menuIds = menus
      .filter((m) => m.menuName === '安全管理' || m.perms?.startsWith('safety:'))
      .map((m) => m.menuId)
    await client.post('/system/role', { ...OFFICER_ROLE, roleSort: 6, status: '0', menuIds })
    ;[role] = (await client.list<{ roleId: number }>('/system/role/list', { roleKey: OFFICER_ROLE.roleKey })).rows
    // a new role starts with scope 'self'; the officers follow every unit's hazards
    await client.put('/system/role/dataScope', { roleId: role.roleId, dataScope: '1', deptIds: [] })
  }
  const userIds = await Promise.all(SAFETY_OFFICERS.map((u) => client.userId(u)))
  const holding = await client.list<{ userId: number }>('/system/role/authUser/allocatedList', {
    roleId: role.roleId,
    pageSize: 100,
  })
  const missing = userIds.filter((id) => !holding.rows.some((u) => u.userId === id))
  if (missing.length)
    await client.put(`/system/role/authUser/selectAll?roleId=${role.roleId}&userIds=${missing.join(',')}`)
  client.log(`  安全管理员：${SAFETY_OFFICERS.join('、')}`)
}

/**
 * 隐患排查治理's share of the demo organisation: three hazards of 生产安全部 (two reported — one of them major with
 * its 五落实 — and a draft), reviewed by the 安全管理员 role's holders, made through the API so numbering, validation and the process apply. Run twice, it
 * finds them by title and adds nothing.
 */
const safetyDemo: DemoStep = {
  title: '隐患排查治理',
  order: 40,
  async run(client: DemoClient) {
    await officers(client)
    const orgId = await client.deptId('生产安全部')
    const leaderId = await client.userId('zhangwei')
    let photo: string | null = null
    for (const s of samples(orgId, leaderId)) {
      const found = await client.list('/safety/hazard/list', { title: s.title, pageSize: 1 })
      if (found.rows.length) continue
      photo ??= (await client.post<{ url: string }>('/file/upload', PHOTO)).url
      const created = await client.post<{ hazardId: number }>('/safety/hazard', {
        title: s.title,
        orgId,
        discoverDate: '2026-06-01',
        photos: photo,
        ...s.body,
      })
      if (s.submit) await client.post(`/safety/hazard/submit/${created.hazardId}`)
      client.log(`隐患「${s.title}」${s.submit ? '已上报' : '已暂存'}`)
    }
  },
}

export default safetyDemo
