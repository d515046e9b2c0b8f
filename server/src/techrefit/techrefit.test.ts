import { beforeAll, describe, expect, it } from 'vitest'
import { TECHREFIT_PERMISSIONS as P } from '@wp/contract'
import ExcelJS from 'exceljs'
import { multipartFile, postForm, readXlsx, roleWith, taskOf, XLSX } from '../testing/fixtures'
import { sharedTestServer, type Envelope } from '../testing/harness'
import { LIB, projectBody as project, SASAC, SPECIAL } from './fixtures'

const COMMON = 2

describe('技改项目库: the library, its approval and the special / SASAC libraries', () => {
  const t = sharedTestServer()
  let clerkA: string
  let clerkB: string
  let reviewer: string
  const ids: Record<string, number> = {}
  const api = (token: string, method: string, url: string, body?: unknown): Promise<Envelope> =>
    t.server.call(method, `/prod-api${url}`, { token, body })
  const status = async (id: number) => (await api(t.token, 'GET', `${LIB}/${id}`)).data.libStatus as string

  beforeAll(async () => {
    const clerkPerms = [
      P.library.list,
      P.library.query,
      P.library.add,
      P.library.edit,
      P.library.remove,
      P.library.export,
      P.library.submit,
      P.special.list,
      P.special.add,
    ]
    // two organisations' clerks, each seeing only their own department's projects
    const ownDept = await roleWith(t.server, clerkPerms, '3')
    await t.server.createUser('trclerka', [ownDept], 103)
    await t.server.createUser('trclerkb', [ownDept], 105)
    const reviewRole = await roleWith(t.server, [P.library.review, P.library.list, P.library.query])
    ids.reviewer = await t.server.createUser('trreviewer', [COMMON, reviewRole], 100)
    ;[clerkA, clerkB, reviewer] = await Promise.all([
      t.server.login('trclerka'),
      t.server.login('trclerkb'),
      t.server.login('trreviewer'),
    ])
  })

  it('numbers a new project JG-{unit}-{year}-{seq}, keeps money in 万元 and refuses funding that does not add up', async () => {
    const year = t.server.clock.now().getFullYear()
    const first = await api(clerkA, 'POST', LIB, project(103, '冲压线伺服化改造'))
    expect(first.code, first.msg).toBe(200)
    expect(first.data).toMatchObject({ projectCode: `JG-D103-${year}-001`, libStatus: '0', totalInvestment: 1200.5 })
    ids.a = first.data.projectId
    const second = await api(clerkA, 'POST', LIB, project(103, '涂装线VOCs治理'))
    expect(second.data.projectCode).toBe(`JG-D103-${year}-002`)
    ids.a2 = second.data.projectId

    const short = await api(clerkA, 'POST', LIB, project(103, '资金不足', { fundBankLoan: 400 }))
    expect(short).toMatchObject({ code: 400, msg: '资金来源合计（1100.50 万元）应等于总投资（1200.50 万元）' })
    const over = await api(clerkA, 'POST', LIB, project(103, '构成超出', { invOther: 100 }))
    expect(over.msg).toBe('投资构成合计（1250.50 万元）不能超过总投资（1200.50 万元）')
    const noFund = await api(clerkA, 'POST', LIB, project(103, '无来源', { fundSelf: null, fundBankLoan: null }))
    expect(noFund.msg).toBe('请至少填写一项资金来源')
    const late = await api(clerkA, 'POST', LIB, project(103, '倒排', { planEnd: '2025-01-01' }))
    expect(late.msg).toBe('计划竣工不能早于计划开工')
    const missing = await api(clerkA, 'POST', LIB, { ...project(103, '缺字段'), content: '' })
    expect(missing.code).toBe(400)
    expect(missing.msg).toContain('建设内容及规模')
    const same = await api(clerkA, 'POST', LIB, project(103, '冲压线伺服化改造'))
    expect(same.msg).toBe("新增项目'冲压线伺服化改造'失败，本单位已有同名项目")
  })

  it('keeps each organisation to its own projects (list, detail, writes, export)', async () => {
    const b = await api(clerkB, 'POST', LIB, project(105, '测试中心检测设备更新'))
    expect(b.code, b.msg).toBe(200)
    ids.b = b.data.projectId
    const intrude = await api(clerkB, 'POST', LIB, project(103, '替别人申报'))
    expect(intrude.msg).toBe('没有权限访问项目数据！')

    const listA = await api(clerkA, 'GET', `${LIB}/list?pageSize=50`)
    expect(listA.rows!.map((r: { projectId: number }) => r.projectId).sort()).toEqual([ids.a, ids.a2].sort())
    const listB = await api(clerkB, 'GET', `${LIB}/list?pageSize=50`)
    expect(listB.rows!.map((r: { projectId: number }) => r.projectId)).toEqual([ids.b])
    expect((await api(clerkB, 'GET', `${LIB}/${ids.a}`)).msg).toBe('没有权限访问项目数据！')
    expect((await api(clerkB, 'PUT', LIB, { projectId: ids.a, manager: '李四' })).msg).toBe('没有权限访问项目数据！')
    expect((await api(clerkB, 'POST', `${LIB}/submit/${ids.a}`)).msg).toBe('项目不存在或没有权限访问')

    const found = await api(t.token, 'GET', `${LIB}/list?projectName=${encodeURIComponent('冲压')}&orgId=103`)
    expect(found.rows!.map((r: { projectName: string }) => r.projectName)).toEqual(['冲压线伺服化改造'])
    const sheet = await readXlsx(await postForm(t.server, `/prod-api${LIB}/export`, clerkB))
    expect(sheet.header.slice(0, 4)).toEqual(['项目编码', '项目名称', '建设（申报）单位', '项目类别'])
    expect(sheet.rows).toHaveLength(1)
    expect(sheet.rows[0][1]).toBe('测试中心检测设备更新')
    expect(sheet.rows[0][3]).toBe('设备更新')
  })

  it('enters the library through the review process: returned with a reason, resubmitted, approved', async () => {
    const submitted = await api(clerkA, 'POST', `${LIB}/submit/${ids.a}`)
    expect(submitted.code, submitted.msg).toBe(200)
    const procInsId = submitted.data.procInsId as string
    const row = (await api(clerkA, 'GET', `${LIB}/${ids.a}`)).data
    expect(row).toMatchObject({ libStatus: '1', currentTaskName: '入库审核', procInsId })
    expect((await api(clerkA, 'PUT', LIB, { projectId: ids.a, manager: '李四' })).msg).toBe('项目审批中，不能修改')
    expect((await api(clerkA, 'DELETE', `${LIB}/${ids.a}`)).msg).toContain('已提交审批或入库，不能删除')

    const rejected = await api(reviewer, 'POST', '/flowable/task/reject', {
      taskId: await taskOf(t.server, reviewer, procInsId),
      comment: '请补充节能效益测算',
    })
    expect(rejected.code, rejected.msg).toBe(200)
    expect(await status(ids.a)).toBe('8')
    // the workbench: the applicant sees the project sent back; the reviewer has nothing left to review
    const mine = await api(clerkA, 'GET', `${LIB}/awaiting`)
    expect(mine.data.returned.map((p: { projectId: number }) => p.projectId)).toEqual([ids.a])
    expect(mine.data.reviewing).toEqual([])
    expect((await api(clerkB, 'GET', `${LIB}/awaiting`)).data).toEqual({ reviewing: [], returned: [] })
    // the applicant may edit a returned project, then submit it again (a new instance; the old one stays in the history)
    const edited = await api(clerkA, 'PUT', LIB, { projectId: ids.a, energySaving: 320 })
    expect(edited.code, edited.msg).toBe(200)
    const again = await api(clerkA, 'POST', `${LIB}/submit/${ids.a}`)
    expect(again.code, again.msg).toBe(200)
    expect(await status(ids.a)).toBe('1')
    const waiting = await api(reviewer, 'GET', `${LIB}/awaiting`)
    expect(waiting.data.reviewing).toEqual([expect.objectContaining({ projectId: ids.a, currentTaskName: '入库审核' })])
    const approved = await api(reviewer, 'POST', '/flowable/task/complete', {
      taskId: await taskOf(t.server, reviewer, again.data.procInsId),
      comment: '同意入库',
    })
    expect(approved.code, approved.msg).toBe(200)
    const done = (await api(clerkA, 'GET', `${LIB}/${ids.a}`)).data
    expect(done).toMatchObject({ libStatus: '2', currentTaskName: null })

    const history = await api(clerkA, 'GET', `${LIB}/history/${ids.a}`)
    expect(history.data).toHaveLength(2)
    expect(history.data[0].procDefKey).toBe('tr_lib_in')
    expect(history.data[0].status).toBe('completed')
    const comments = history.data.flatMap((p: { tasks: { comment: string | null }[] }) => p.tasks.map((t) => t.comment))
    expect(comments).toEqual(expect.arrayContaining(['同意入库', '请补充节能效益测算']))
  })

  it('approves establishment once the approval document is entered, then progresses by the actual dates', async () => {
    expect((await api(clerkA, 'POST', `${LIB}/submit/${ids.a}`)).msg).toBe(
      '提交立项前请先填写立项（批复）文号和立项日期',
    )
    await api(clerkA, 'PUT', LIB, { projectId: ids.a, approvalDocNo: '集团技〔2026〕12号', approvalDate: '2026-02-20' })
    const submitted = await api(clerkA, 'POST', `${LIB}/submit/${ids.a}`)
    expect(submitted.code, submitted.msg).toBe(200)
    expect(await status(ids.a)).toBe('7')
    await api(reviewer, 'POST', '/flowable/task/complete', {
      taskId: await taskOf(t.server, reviewer, submitted.data.procInsId),
      comment: '同意立项',
    })
    expect(await status(ids.a)).toBe('3')
    await api(clerkA, 'PUT', LIB, { projectId: ids.a, actualStart: '2026-03-10' })
    expect(await status(ids.a)).toBe('4')
  })

  it('creates special and SASAC records only for library projects, linked back to them with the project kept', async () => {
    const draft = await api(clerkA, 'POST', SPECIAL, {
      projectId: ids.a2,
      specialName: '2026年集团技术改造专项资金',
      specialBatch: '2026',
      fundingSourceLevel: '4',
      applyAmount: 300,
    })
    expect(draft.msg).toBe('只有已入库的项目才能申报专项或报送国资委')
    const foreign = await api(clerkB, 'POST', SPECIAL, {
      projectId: ids.a,
      specialName: '2026年集团技术改造专项资金',
      specialBatch: '2026',
      fundingSourceLevel: '4',
      applyAmount: 300,
    })
    expect(foreign.msg).toBe('所选项目库项目不存在或没有权限访问')

    const options = await api(clerkA, 'GET', `${LIB}/options`)
    expect(options.data.map((o: { projectId: number }) => o.projectId)).toEqual([ids.a])
    const added = await api(clerkA, 'POST', SPECIAL, {
      projectId: ids.a,
      specialName: '2026年集团技术改造专项资金',
      specialBatch: '2026',
      fundingSourceLevel: '4',
      applyDate: '2026-04-01',
      applyAmount: 300,
      // whatever a body says, the code, name and organisation are the project's
      projectName: '冒名',
      orgId: 105,
    })
    expect(added.code, added.msg).toBe(200)
    expect(added.data).toMatchObject({
      projectId: ids.a,
      projectName: '冲压线伺服化改造',
      orgId: 103,
      specialStatus: '1',
      applyAmount: 300,
    })
    const twice = await api(clerkA, 'POST', SPECIAL, {
      projectId: ids.a,
      specialName: '2026年集团技术改造专项资金',
      specialBatch: '2026',
      fundingSourceLevel: '4',
      applyAmount: 200,
    })
    expect(twice.msg).toBe('新增专项项目失败，该项目已申报过此专项的这一批次')
    const granted = await api(t.token, 'PUT', SPECIAL, {
      specialId: added.data.specialId,
      approvedAmount: 250,
      approvalDocNo: '集团财〔2026〕3号',
    })
    expect(granted.code, granted.msg).toBe(200)
    expect((await api(t.token, 'GET', `${SPECIAL}/${added.data.specialId}`)).data.specialStatus).toBe('2')
    // an outcome set by hand stays through later edits, until it is cleared
    const withdrawn = await api(clerkA, 'POST', `${SPECIAL}/status/${added.data.specialId}`, { status: '9' })
    expect(withdrawn.code).toBe(403) // the clerk may add, not edit
    expect((await api(t.token, 'POST', `${SPECIAL}/status/${added.data.specialId}`, { status: '2' })).code).toBe(400)
    await api(t.token, 'POST', `${SPECIAL}/status/${added.data.specialId}`, { status: '9' })
    await api(t.token, 'PUT', SPECIAL, { specialId: added.data.specialId, receivedAmount: 100 })
    expect((await api(t.token, 'GET', `${SPECIAL}/${added.data.specialId}`)).data.specialStatus).toBe('9')
    const reset = await api(t.token, 'POST', `${SPECIAL}/status/${added.data.specialId}`, { status: '' })
    expect(reset.data).toEqual({ specialStatus: '4' })
    await api(t.token, 'PUT', SPECIAL, { specialId: added.data.specialId, receivedAmount: null })
    expect((await api(t.token, 'PUT', SPECIAL, { specialId: added.data.specialId, projectId: ids.b })).msg).toBe(
      '不能更换所属的项目库项目',
    )
    // clerk B's organisation sees none of it
    expect((await api(clerkB, 'GET', `${SPECIAL}/list`)).rows).toEqual([])

    const sasac = await api(t.token, 'POST', SASAC, {
      projectId: ids.a,
      reportYear: 2026,
      reportType: '1',
      investmentCategory: '1',
      isCoreBusiness: true,
      isStrategicEmerging: false,
      isOverseas: false,
      negativeListCheck: '1',
      plannedInvestmentYear: 800,
      reportDate: '2026-01-15',
    })
    expect(sasac.code, sasac.msg).toBe(200)
    expect(sasac.data).toMatchObject({
      totalInvestment: 1200.5,
      reportStatus: '1',
      projectCode: expect.stringMatching(/^JG-D103-/),
    })

    // the library project keeps its history and shows its records in the other libraries
    const links = await api(clerkA, 'GET', `${LIB}/links/${ids.a}`)
    expect(links.data.special).toEqual([
      expect.objectContaining({ specialId: added.data.specialId, specialStatus: '2' }),
    ])
    expect(links.data.sasac).toEqual([expect.objectContaining({ sasacId: sasac.data.sasacId, reportStatus: '1' })])
    expect((await api(clerkA, 'GET', `${LIB}/history/${ids.a}`)).data).toHaveLength(3)
    // and can no longer be deleted, only retired
    expect((await api(t.token, 'POST', `${LIB}/retire/${ids.a}`, { reason: '' })).msg).toContain('请填写出库原因')
    expect((await api(t.token, 'POST', `${LIB}/retire/${ids.a}`, {})).msg).toContain('请填写出库原因')
  })

  it('exports the SASAC ledger in the fixed layout of a return and imports it back, with every bad row’s reasons', async () => {
    const res = await postForm(t.server, `/prod-api${SASAC}/sheet`, t.token, 'reportYear=2026')
    expect(res.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as never)
    const sheet = wb.worksheets[0]
    const text = (r: number, c: number) => String(sheet.getCell(r, c).value ?? '')
    expect(text(1, 1)).toBe('2026年度技改项目国资委报送表')
    expect(text(2, 1)).toMatch(/^填报单位（盖章）：/)
    expect(text(2, 14)).toBe('金额单位：万元')
    expect(text(3, 2)).toBe('项目编码')
    const code = text(4, 2)
    expect(code).toMatch(/^JG-D103-/)
    expect([text(4, 6), text(4, 8), text(4, 9), text(4, 12), text(4, 14), text(4, 16)]).toEqual([
      '年度投资计划项目',
      '固定资产投资',
      '是',
      '不属于负面清单',
      '800',
      '已报送',
    ])
    expect(text(5, 1)).toBe('合计')
    expect(text(5, 14)).toBe('800')
    expect(text(7, 1)).toMatch(/^单位负责人：.*填表人：.*填报日期：/)

    // the unit changes its plan, adds a monitoring report, and makes two mistakes
    sheet.getCell(4, 14).value = 950
    sheet.spliceRows(5, 0, [
      2,
      code,
      '',
      '',
      2026,
      '重点项目月度监测',
      '',
      '固定资产投资',
      '是',
      '否',
      '否',
      '不属于负面清单',
      '',
      120.5,
      '2026-05-10',
    ])
    sheet.spliceRows(6, 0, [
      3,
      'JG-X-0000-999',
      '',
      '',
      2026,
      '年度投资计划项目',
      '',
      '固定资产投资',
      '是',
      '否',
      '否',
      '不属于负面清单',
      '',
      10,
    ])
    sheet.spliceRows(7, 0, [
      4,
      code,
      '',
      '',
      1999,
      '月报',
      '',
      '固定资产投资',
      '也许',
      '否',
      '否',
      '不属于负面清单',
      '',
      -5,
    ])
    const upload = multipartFile('file', 'sasac.xlsx', Buffer.from(await wb.xlsx.writeBuffer()), XLSX)
    const imported = await t.server.fastify.inject({
      method: 'POST',
      url: `/prod-api${SASAC}/importData`,
      payload: upload.payload,
      headers: { ...upload.headers, authorization: `Bearer ${t.token}` },
    })
    const body = JSON.parse(imported.body)
    expect(body.code, body.msg).toBe(200)
    expect(body.data).toMatchObject({ inserted: 1, updated: 1 })
    expect(body.data.errors).toEqual([
      '第6行：项目编码 JG-X-0000-999 不存在',
      '第7行：报送年度应为 2000–2100 的年份；报送类型“月报”不在可选范围内；本年计划投资应为 0–99999999.99 的金额',
    ])
    expect(body.msg).toContain('导入完成：成功 2 条（新增 1，更新 1），失败 2 条')
    const rows = (await api(t.token, 'GET', `${SASAC}/list?reportYear=2026&pageSize=50`)).rows!
    expect(
      rows
        .map((r: { reportType: string; plannedInvestmentYear: number }) => [r.reportType, r.plannedInvestmentYear])
        .sort(),
    ).toEqual([
      ['1', 950],
      ['3', 120.5],
    ])
  })

  it('keeps the yearly plan and completion; completion adds up per organisation for the investment statistics', async () => {
    const saved = await api(clerkA, 'PUT', `${LIB}/years/${ids.a}`, {
      years: [
        { year: 2026, planInvestment: 800, completedYtd: 420.25, updateMonth: 6 },
        { year: 2027, planInvestment: 400.5, completedYtd: 0 },
      ],
    })
    // the plan is its own permission: the clerk does not hold it
    expect(saved.code).toBe(403)
    const ok = await api(t.token, 'PUT', `${LIB}/years/${ids.a}`, {
      years: [
        { year: 2026, planInvestment: 800, completedYtd: 420.25, updateMonth: 6 },
        { year: 2027, planInvestment: 400.5, completedYtd: 0 },
      ],
    })
    expect(ok.code, ok.msg).toBe(200)
    const dup = await api(t.token, 'PUT', `${LIB}/years/${ids.a}`, {
      years: [
        { year: 2026, planInvestment: 1, completedYtd: 0 },
        { year: 2026, planInvestment: 2, completedYtd: 0 },
      ],
    })
    expect(dup.msg).toBe('2026 年重复')
    const years = await api(clerkA, 'GET', `${LIB}/years/${ids.a}`)
    expect(years.data.map((y: { year: number; completedYtd: number }) => [y.year, y.completedYtd])).toEqual([
      [2026, 420.25],
      [2027, 0],
    ])
    expect((await api(clerkA, 'GET', `${LIB}/${ids.a}`)).data.completedInvestment).toBe(420.25)
    const completion = await api(t.token, 'GET', `${LIB}/completion?year=2026`)
    expect(completion.data).toEqual([
      { orgId: 103, year: 2026, projects: 1, planInvestment: 800, completedYtd: 420.25 },
    ])
  })

  it('retires a project with a reason; a retired project is read-only', async () => {
    const retired = await api(t.token, 'POST', `${LIB}/retire/${ids.a2}`, { reason: '并入冲压线改造' })
    expect(retired.code, retired.msg).toBe(200)
    expect((await api(t.token, 'GET', `${LIB}/${ids.a2}`)).data).toMatchObject({
      libStatus: '9',
      retireReason: '并入冲压线改造',
    })
    expect((await api(t.token, 'PUT', LIB, { projectId: ids.a2, manager: '李四' })).msg).toBe('项目已出库，不能修改')
  })
})
