import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bpmn } from '../../server/src/workflow/testing/models'
import { chooseOption, launchBrowser, ROOT, signedInContext, startProduct, type Product } from './harness'

/** The leave process without any rule yet: the designer's panel supplies assignees, the condition and the default. */
const SKELETON = readFileSync(path.join(ROOT, 'packages/workflow/src/designer/fixtures/leave.bpmn'), 'utf8')
  .replace(/ flowable:(assignee|candidateUsers|userType|dataType)="[^"]*"/g, '')
  .replace(' default="fShort"', '')
  .replace(/<bpmn:conditionExpression[^>]*>[^<]*<\/bpmn:conditionExpression>/, '')

const PASSWORD = 'Flow-2026x'

/** Design, deploy, start and approve processes through the built portal in Chromium, against the real server. */
describe('workflow screens (Chromium)', () => {
  let product: Product
  let browser: Browser
  const tokens: Record<string, string> = {}
  const userIds: Record<string, number> = {}

  /** A user of role 2 (普通角色: task handling) whose first password is already changed. */
  async function addUser(admin: string, userName: string, nickName: string) {
    const created = await product.api('POST', '/prod-api/system/user', admin, {
      userName,
      nickName,
      password: 'Start-2026a',
      deptId: 103,
      roleIds: [2],
      status: '0',
    })
    expect(created.code, created.msg).toBe(200)
    const first = await product.apiLogin(userName, 'Start-2026a')
    const changed = await product.api('PUT', '/prod-api/system/user/profile/updatePwd', first, {
      oldPassword: 'Start-2026a',
      newPassword: PASSWORD,
    })
    expect(changed.code, changed.msg).toBe(200)
    tokens[userName] = await product.apiLogin(userName, PASSWORD)
    const info = await product.api('GET', '/prod-api/system/user/getInfo', tokens[userName])
    userIds[userName] = info.user.userId
  }

  beforeAll(async () => {
    product = await startProduct()
    browser = await launchBrowser()
    tokens.admin = await product.readyLogin('admin')
    tokens.ry = await product.readyLogin('ry')
    await addUser(tokens.admin, 'mgr', '王经理')
    await addUser(tokens.admin, 'hrx', '李人事')
    await addUser(tokens.admin, 'sign1', '赵会签')
    await addUser(tokens.admin, 'sign2', '钱会签')
  })
  afterAll(async () => {
    await browser?.close()
    await product?.dispose()
  })

  async function open(user: string, path: string, ready: string): Promise<Page> {
    const page = await (await signedInContext(browser, product, tokens[user])).newPage()
    await page.goto(product.url + path)
    await page.getByTestId(ready).waitFor({ timeout: 30_000 })
    return page
  }

  /** Names the selected field of the form builder: its label and its key (the process variable). */
  async function nameField(page: Page, label: string, key: string) {
    await page.getByTestId('builder-label').fill(label)
    await page.getByTestId('builder-label').press('Enter')
    await page.getByTestId('builder-key').fill(key)
    await page.getByTestId('builder-key').press('Enter')
  }

  async function toast(page: Page, text: string) {
    await page.locator('.ant-message', { hasText: text }).first().waitFor({ timeout: 20_000 })
  }

  async function formIdByName(name: string): Promise<number> {
    const res = await product.api(
      'GET',
      `/prod-api/flowable/form/list?formName=${encodeURIComponent(name)}`,
      tokens.admin,
    )
    const row = res.rows.find((r: { formName: string }) => r.formName === name)
    expect(row, `form ${name}`).toBeTruthy()
    return row.formId
  }

  it('builds the leave form in the form builder and saves it to the library', async () => {
    const page = await open('admin', '/tool/build/index', 'builder-page')
    await page.getByTestId('builder-palette-number').click()
    await page.getByTestId('builder-field-number1').waitFor()
    await nameField(page, '请假天数', 'days')
    await page.getByTestId('builder-required').click()
    // a second field dragged from the palette onto the grid
    const source = page.getByTestId('builder-palette-input')
    const target = page.getByTestId('builder-canvas')
    const from = await source.boundingBox()
    const to = await target.boundingBox()
    if (!from || !to) throw new Error('palette or canvas not laid out')
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + 40, from.y + 20, { steps: 5 })
    await page.mouse.move(to.x + to.width / 2, to.y + to.height - 40, { steps: 10 })
    await page.mouse.up()
    await page.getByTestId('builder-field-input1').waitFor()
    await nameField(page, '请假事由', 'reason')
    await page.getByTestId('builder-json').click()
    const json = JSON.parse((await page.getByTestId('builder-json-text').textContent()) ?? '{}')
    expect(json.fields.map((f: { key: string }) => f.key)).toEqual(['days', 'reason'])
    expect(json.fields[0]).toMatchObject({ type: 'number', label: '请假天数', required: true })
    await page.keyboard.press('Escape')
    await page.getByTestId('builder-save').click()
    await page.getByTestId('builder-save-name').fill('请假单')
    await page.getByTestId('builder-save-submit').click()
    await toast(page, '保存成功')
    expect(await formIdByName('请假单')).toBeGreaterThan(0)
    await page.context().close()
  })

  it('designs the leave process in the designer: validation, panel rules, condition builder, default flow, deploy', async () => {
    const page = await open('admin', '/flowable/definition/model', 'designer-page')
    await page.locator('.djs-palette').waitFor()
    // the palette: a loose task is refused by the checks, and undo takes it back
    await page.locator('.djs-palette .entry[data-action="create.task"]').click()
    const canvas = await page.getByTestId('designer-canvas').boundingBox()
    if (!canvas) throw new Error('canvas not laid out')
    await page.mouse.click(canvas.x + canvas.width - 120, canvas.y + canvas.height - 100)
    await page.getByTestId('designer-validate').click()
    await page.getByTestId('designer-problems').getByText('没有流入的连线').first().waitFor()
    await page.getByTestId('designer-undo').click()

    await page.getByTestId('designer-import-file').setInputFiles({
      name: 'leave.bpmn',
      mimeType: 'application/xml',
      buffer: Buffer.from(SKELETON),
    })
    await toast(page, '导入成功')
    // fitted to the viewport the start event sits under the palette: zoom out around the centre first
    await page.getByTestId('designer-zoom-out').click()
    await page.getByTestId('designer-zoom-out').click()
    await page.getByTestId('designer-validate').click()
    const problems = page.getByTestId('designer-problems')
    await problems.waitFor()
    for (const text of [
      '用户任务「请假申请」未设置审批人（办理人、候选用户或候选组）',
      '网关「天数」没有默认连线（条件都不满足时流程将无法继续）',
      '网关「天数」的连线「超过3天」缺少条件',
    ])
      expect(await problems.getByText(text).count(), text).toBe(1)

    const select = async (id: string) => {
      await page.locator(`.djs-element[data-element-id="${id}"]`).first().click({ force: true })
      await page.locator(`[data-testid="designer-panel"][data-element-id="${id}"]`).waitFor()
    }
    await select('apply')
    await page.getByTestId('designer-assignee-mode').getByText('发起人').click()
    await select('manager')
    await page.getByTestId('designer-assignee-mode').getByText('指定人员').click()
    await chooseOption(page, 'designer-assignee-user', '王经理')
    await select('hr')
    await page.getByTestId('designer-assignee-mode').getByText('指定人员').click()
    await chooseOption(page, 'designer-assignee-user', '李人事')
    await select('start')
    await chooseOption(page, 'designer-form-key', '请假单')
    // flows are selected from the findings: the condition by the builder, the other flow as the default
    await page.getByTestId('designer-validate').click()
    await problems.getByText('网关「天数」的连线「超过3天」缺少条件').click()
    await page.locator('[data-testid="designer-panel"][data-element-id="fLong"]').waitFor()
    await page.getByTestId('condition-variable-0').locator('input').fill('days')
    await chooseOption(page, 'condition-operator-0', '大于')
    await page.getByTestId('condition-value-0').fill('3')
    await page.getByTestId('condition-apply').click()
    await page.getByTestId('designer-condition-current').getByText('${days > 3}').waitFor()
    await problems.getByText('网关「天数」的连线「3天以内」缺少条件').click()
    await page.locator('[data-testid="designer-panel"][data-element-id="fShort"]').waitFor()
    await page.getByTestId('designer-default-flow').click()

    await page.getByTestId('designer-export').click()
    const xml = (await page.getByTestId('designer-xml').textContent()) ?? ''
    expect(xml).toContain('flowable:assignee="${INITIATOR}"')
    expect(xml).toContain(`flowable:assignee="${userIds.mgr}"`)
    expect(xml).toContain('default="fShort"')
    expect(xml).toMatch(/\$\{days &gt; 3\}/)
    await page.keyboard.press('Escape')

    await page.getByTestId('designer-deploy').click()
    await toast(page, '流程校验通过')
    await page.getByTestId('designer-deploy-name').fill('请假')
    await page.getByTestId('designer-deploy-submit').click()
    await toast(page, '部署成功')
    const list = await product.api('GET', '/prod-api/flowable/definition/list?name=%E8%AF%B7%E5%81%87', tokens.admin)
    expect(list.data.records.map((r: { flowKey: string }) => r.flowKey)).toContain('leave')
    await page.context().close()
  })

  /** ry starts 请假 from 我的流程's drawer with the start form. */
  async function startLeave(days: number, reason: string) {
    const page = await open('ry', '/task/process', 'myprocess-page')
    await page.getByTestId('myprocess-start').click()
    await page.getByTestId('start-definitions').getByText('请假').first().waitFor()
    await page
      .getByTestId('start-definitions')
      .locator('tr', { hasText: '请假' })
      .getByTestId('start-definition')
      .click()
    await page.getByTestId('start-form').waitFor()
    await page.getByTestId('form-field-days').locator('input').fill(String(days))
    await page.getByTestId('form-field-reason').locator('input').fill(reason)
    await page.getByTestId('start-submit').click()
    await toast(page, '流程启动成功')
    await page.context().close()
  }

  /** Opens the user's newest todo task of `name`. */
  async function openTodo(user: string, node: string): Promise<Page> {
    const page = await open(user, '/task/todo', 'todo-page')
    const row = page.getByTestId('todo-table').locator('tr', { hasText: node }).first()
    await row.waitFor({ timeout: 20_000 })
    await row.getByTestId('todo-row-handle').click()
    await page.getByTestId('task-detail').waitFor()
    return page
  }

  async function approve(page: Page, comment: string) {
    await page.getByTestId('task-approve').click()
    await page.getByTestId('approve-comment').fill(comment)
    await page.getByTestId('approve-submit').click()
    await toast(page, '审批成功')
  }

  /** The nodes of instance `procInsId` in the user's 待办. */
  async function todoNodes(user: string, procInsId: string): Promise<string[]> {
    const res = await product.api('GET', '/prod-api/flowable/task/todoList?pageNum=1&pageSize=100', tokens[user])
    return res.data.records
      .filter((t: { procInsId: string }) => t.procInsId === procInsId)
      .map((t: { taskName: string }) => t.taskName)
  }

  it('a long leave goes to the manager, then HR; it shows in done and in my processes, with the diagram highlighted', async () => {
    await startLeave(5, '探亲')
    const mgr = await openTodo('mgr', '经理审批')
    expect(await mgr.getByTestId('detail-start-form').locator('input').first().isDisabled()).toBe(true)
    await approve(mgr, '同意')
    await mgr.context().close()

    const hr = await openTodo('hrx', '人事审批')
    await hr.getByText('流程图').click()
    await hr.locator('.djs-element.highlight[data-element-id="manager"]').waitFor({ timeout: 20_000 })
    expect(await hr.locator('.djs-element.highlight-todo[data-element-id="hr"]').count()).toBe(1)
    expect(await hr.getByTestId('viewer-legend-done').count()).toBe(1)
    await hr.getByText('流转记录').click()
    await hr.getByTestId('flow-record').getByText('同意').first().waitFor()
    // approved from the diagram tab: the diagram on the page follows (HR done, nothing left to do) without a reload
    await hr.getByText('流程图').click()
    await hr.locator('.djs-element.highlight-todo[data-element-id="hr"]').waitFor({ timeout: 20_000 })
    await approve(hr, '准假')
    await hr.locator('.djs-element.highlight[data-element-id="hr"]').waitFor({ timeout: 20_000 })
    expect(await hr.locator('.djs-element.highlight-todo').count()).toBe(0)
    await hr.context().close()

    const done = await open('mgr', '/task/finished', 'finished-page')
    await done.getByTestId('finished-table').getByText('经理审批').first().waitFor()
    await done.context().close()
    const mine = await open('ry', '/task/process', 'myprocess-page')
    await mine.getByTestId('myprocess-table').getByText('已完成').first().waitFor({ timeout: 20_000 })
    await mine.context().close()
  })

  it('a short leave skips the manager; reject sends the manager’s task back to the applicant, return too', async () => {
    await startLeave(2, '看病')
    const hrTasks = await product.api('GET', '/prod-api/flowable/task/todoList?pageNum=1&pageSize=10', tokens.hrx)
    expect(hrTasks.data.records.some((t: { taskName: string }) => t.taskName === '人事审批')).toBe(true)
    const mgrTasks = await product.api('GET', '/prod-api/flowable/task/todoList?pageNum=1&pageSize=10', tokens.mgr)
    expect(mgrTasks.data.total).toBe(0)

    await startLeave(7, '婚假')
    const rejecting = await openTodo('mgr', '经理审批')
    await rejecting.getByTestId('task-reject').click()
    await rejecting.getByTestId('task-action-comment').fill('材料不全')
    await rejecting.getByTestId('task-action-submit').click()
    await toast(rejecting, '驳回成功')
    await rejecting.context().close()
    const again = await openTodo('ry', '请假申请')
    await again.getByText('流转记录').click()
    await again.getByTestId('flow-record').getByText('材料不全').first().waitFor()
    await approve(again, '已补充')
    await again.context().close()

    const returning = await openTodo('mgr', '经理审批')
    await returning.getByTestId('task-return').click()
    await returning.getByTestId('return-targets').getByText('请假申请').click()
    await returning.getByTestId('task-action-comment').fill('请重新填写')
    await returning.getByTestId('task-action-submit').click()
    await toast(returning, '退回成功')
    await returning.context().close()
    const back = await openTodo('ry', '请假申请')
    expect(await back.getByTestId('task-detail-node').textContent()).toContain('请假申请')
    await back.context().close()
  })

  it('a countersign of two signers chosen at the start needs both to approve', async () => {
    const xml = readFileSync(path.join(ROOT, 'packages/workflow/src/designer/fixtures/leave.bpmn'), 'utf8')
      .replace('id="leave" name="请假"', 'id="sign" name="会签审批"')
      .replace('bpmnElement="leave"', 'bpmnElement="sign"')
      .replace(
        /<bpmn:userTask id="manager"[^>]*>/,
        '<bpmn:userTask id="manager" name="会签" flowable:assignee="${assignee}" flowable:userType="assignee" flowable:dataType="dynamic">' +
          '<bpmn:multiInstanceLoopCharacteristics isSequential="false" flowable:collection="${userList}" flowable:elementVariable="assignee" />',
      )
      .replace(
        '<bpmn:exclusiveGateway id="gw" name="天数" default="fShort">',
        '<bpmn:exclusiveGateway id="gw" name="天数" default="fLong">',
      )
      .replace(/<bpmn:conditionExpression[^>]*>[^<]*<\/bpmn:conditionExpression>/, '')
      .replace(
        '<bpmn:sequenceFlow id="fShort" name="3天以内" sourceRef="gw" targetRef="hr" />',
        '<bpmn:sequenceFlow id="fShort" name="从不" sourceRef="gw" targetRef="hr"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${INITIATOR == "0"}</bpmn:conditionExpression></bpmn:sequenceFlow>',
      )
      .replace('flowable:assignee="1"', `flowable:assignee="${userIds.hrx}"`)
    const deployed = await product.api('POST', '/prod-api/flowable/definition/save', tokens.admin, {
      name: '会签审批',
      xml,
    })
    expect(deployed.code, deployed.msg).toBe(200)

    const page = await open('ry', '/task/process', 'myprocess-page')
    await page.getByTestId('myprocess-start').click()
    await page
      .getByTestId('start-definitions')
      .locator('tr', { hasText: '会签审批' })
      .getByTestId('start-definition')
      .click()
    await page.getByTestId('start-dialog').getByText('该流程没有发起表单，确定后直接发起').waitFor()
    await page.getByTestId('start-submit').click()
    await page.getByTestId('next-assignee').waitFor()
    await chooseOption(page, 'next-assignee', '赵会签')
    // a multiple select stays open after a choice: pick the second signer from the same list
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '钱会签' }).first().click()
    await page.keyboard.press('Escape')
    await page.getByTestId('start-submit').click()
    await toast(page, '流程启动成功')
    await page.context().close()

    const first = await openTodo('sign1', '会签')
    await approve(first, '同意')
    await first.context().close()
    const hrBefore = await product.api('GET', '/prod-api/flowable/task/todoList?pageNum=1&pageSize=10', tokens.hrx)
    expect(hrBefore.data.records.some((t: { procDefName: string }) => t.procDefName === '会签审批')).toBe(false)
    const second = await openTodo('sign2', '会签')
    await approve(second, '同意')
    await second.context().close()
    const hrAfter = await product.api('GET', '/prod-api/flowable/task/todoList?pageNum=1&pageSize=10', tokens.hrx)
    expect(hrAfter.data.records.some((t: { procDefName: string }) => t.procDefName === '会签审批')).toBe(true)
  })

  it('the workbench shows 待办审批 with the count and the newest tasks', async () => {
    const page = await open('hrx', '/index', 'workbench-todo')
    await page.getByTestId('workbench-todo').getByTestId('todo-item').first().waitFor({ timeout: 20_000 })
    const count = await page.getByTestId('workbench-todo-count').textContent()
    expect(Number(count?.replace(/\D/g, ''))).toBeGreaterThan(0)
    await page.context().close()
  })

  it('hands a task over (转办, 委派 and back), claims a candidate-group task; the starter revokes and stops', async () => {
    // fill in (the starter, done at the start) → 部门审核 (mgr) → 共享签收 (anyone of role 2, claimed first) → end
    const xml = bpmn(
      'handover',
      '办理动作',
      `<startEvent id="start"/><userTask id="apply" name="填写申请" flowable:assignee="\${INITIATOR}"/>
      <userTask id="check" name="部门审核" flowable:assignee="${userIds.mgr}"/>
      <userTask id="pool" name="共享签收" flowable:candidateGroups="2"/><endEvent id="end"/>
      <sequenceFlow id="f1" sourceRef="start" targetRef="apply"/><sequenceFlow id="f2" sourceRef="apply" targetRef="check"/>
      <sequenceFlow id="f3" sourceRef="check" targetRef="pool"/><sequenceFlow id="f4" sourceRef="pool" targetRef="end"/>`,
    )
    const deployed = await product.api('POST', '/prod-api/flowable/definition/save', tokens.admin, {
      name: '办理动作',
      xml,
    })
    expect(deployed.code, deployed.msg).toBe(200)
    const startOne = async (): Promise<string> => {
      const started = await product.api(
        'POST',
        `/prod-api/flowable/definition/start/${deployed.data.deploymentId}`,
        tokens.ry,
        {},
      )
      expect(started.code, started.msg).toBe(200)
      return started.data.procInsId
    }
    const handOver = async (page: Page, button: string, to: string, done: string) => {
      await page.getByTestId(button).click()
      await chooseOption(page, 'task-action-user', to)
      await page.getByTestId('task-action-submit').click()
      await toast(page, done)
      await page.context().close()
    }
    const confirmed = async (page: Page, button: string, done: string) => {
      await page.getByTestId(button).click()
      await page
        .locator('.ant-modal-confirm')
        .getByRole('button', { name: /确\s*定/ })
        .click()
      await toast(page, done)
    }

    const one = await startOne()
    await handOver(await openTodo('mgr', '部门审核'), 'task-assign', '李人事', '转办成功')
    expect(await todoNodes('mgr', one)).toEqual([])
    expect(await todoNodes('hrx', one)).toEqual(['部门审核'])
    await handOver(await openTodo('hrx', '部门审核'), 'task-delegate', '赵会签', '委派成功')
    expect(await todoNodes('hrx', one)).toEqual([])
    const delegate = await openTodo('sign1', '部门审核')
    expect(await delegate.getByTestId('task-assign').count()).toBe(0) // a delegate only resolves
    await approve(delegate, '已核对')
    await delegate.context().close()
    expect(await todoNodes('sign1', one)).toEqual([])
    expect(await todoNodes('hrx', one)).toEqual(['部门审核'])
    const owner = await openTodo('hrx', '部门审核') // back with its owner, who completes it
    await owner.getByText('流转记录').click()
    await owner.getByTestId('flow-record').getByText('已核对').first().waitFor()
    await approve(owner, '同意')
    await owner.context().close()

    expect(await todoNodes('sign1', one)).toEqual(['共享签收'])
    const pooled = await openTodo('sign2', '共享签收')
    await confirmed(pooled, 'task-claim', '签收成功')
    await pooled.getByTestId('task-unClaim').waitFor() // now sign2's own: the other candidates no longer see it
    expect(await todoNodes('sign1', one)).toEqual([])
    await approve(pooled, '办结')
    await pooled.context().close()
    const mine = await product.api('GET', '/prod-api/flowable/task/myProcess?pageNum=1&pageSize=100', tokens.ry)
    const finished = mine.data.records.find((r: { procInsId: string }) => r.procInsId === one)
    expect(finished.processStatus).toBe('completed')

    // the starter takes back a task nobody has touched, then stops the process from their own task
    const two = await startOne()
    const list = await open('ry', '/task/process', 'myprocess-page')
    await list
      .locator(`[data-testid="myprocess-table"] tr[data-row-key="${two}"]`)
      .getByTestId('myprocess-row-revoke')
      .click()
    await list
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click()
    await toast(list, '撤回成功')
    await list.context().close()
    expect(await todoNodes('mgr', two)).toEqual([])
    expect(await todoNodes('ry', two)).toEqual(['填写申请'])
    const back = await openTodo('ry', '填写申请')
    await confirmed(back, 'task-stopProcess', '流程已终止')
    await back.getByTestId('task-stopProcess').waitFor({ state: 'detached' })
    await back.context().close()
    expect(await todoNodes('ry', two)).toEqual([])
    const after = await product.api('GET', '/prod-api/flowable/task/myProcess?pageNum=1&pageSize=100', tokens.ry)
    expect(after.data.records.find((r: { procInsId: string }) => r.procInsId === two).processStatus).toBe('terminated')
  })

  it('加签 adds a signer to a running countersign; the node waits for the added signer too', async () => {
    const xml = bpmn(
      'addsign',
      '加签评审',
      `<startEvent id="start"/><userTask id="review" name="联合评审" flowable:assignee="\${assignee}">
      <multiInstanceLoopCharacteristics isSequential="false" flowable:collection="\${signers}" flowable:elementVariable="assignee"/>
      </userTask><userTask id="file" name="评审归档" flowable:assignee="\${INITIATOR}"/><endEvent id="end"/>
      <sequenceFlow id="f1" sourceRef="start" targetRef="review"/><sequenceFlow id="f2" sourceRef="review" targetRef="file"/>
      <sequenceFlow id="f3" sourceRef="file" targetRef="end"/>`,
    )
    const deployed = await product.api('POST', '/prod-api/flowable/definition/save', tokens.admin, {
      name: '加签评审',
      xml,
    })
    expect(deployed.code, deployed.msg).toBe(200)
    const started = await product.api(
      'POST',
      `/prod-api/flowable/definition/start/${deployed.data.deploymentId}`,
      tokens.ry,
      {
        signers: [userIds.sign1],
      },
    )
    expect(started.code, started.msg).toBe(200)
    const id: string = started.data.procInsId
    expect(await todoNodes('sign2', id)).toEqual([])

    const first = await openTodo('sign1', '联合评审')
    await first.getByTestId('task-countersign').click()
    await chooseOption(first, 'task-action-user', '钱会签')
    await first.keyboard.press('Escape')
    await first.getByTestId('task-action-submit').click()
    await toast(first, '加签成功')
    await approve(first, '同意')
    await first.context().close()
    expect(await todoNodes('ry', id)).toEqual([]) // the added signer has not signed yet
    const added = await openTodo('sign2', '联合评审')
    await approve(added, '同意')
    await added.context().close()
    expect(await todoNodes('ry', id)).toEqual(['评审归档'])
  })
})
