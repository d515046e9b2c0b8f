import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext } from 'playwright-core'
import {
  STAND_IN_APP,
  startDingTalkStandIn,
  type DingTalkStandIn,
  type StandInUser,
} from '../../server/src/dingtalk/stand-in'
import { PASSWORD_LENGTH_MESSAGE } from '@wp/contract'
import { singleTaskXml } from '../../server/src/workflow/testing/models'
import { INITIAL_PASSWORD, launchBrowser, newContext, signedInContext, startProduct, type Product } from './harness'

/** DingTalk's Android app as the JSAPI recognises it (the `DingTalk` and `AliApp(DingTalk/x)` marks). */
const DINGTALK_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 ' +
  'AliApp(DingTalk/7.6.0) com.alibaba.android.rimet/40000 Channel/227200 language/zh-CN DingTalk(7.6.0)'
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
const ADMIN_PASSWORD = 'Ding-Admin-2026'
const RY_PASSWORD = 'Ding-Phone-2026'
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }

/**
 * A stand-in for DingTalk's native Android bridge, as dingtalk-jsapi talks to it: `window.nuva.require()` gives the
 * function the JSAPI calls with (success, fail, service, action, params). It answers `runtime.permission
 * .requestAuthCode` with the code the test put in, and records every call.
 */
function bridgeStandIn(code: string) {
  const calls: { api: string; params: unknown }[] = []
  ;(window as unknown as { __ddCalls: typeof calls }).__ddCalls = calls
  ;(window as unknown as { nuva: unknown }).nuva = {
    isReady: true,
    require:
      () =>
      (ok: (r: unknown) => void, fail: (e: unknown) => void, service: string, action: string, params: unknown) => {
        calls.push({ api: `${service}.${action}`, params })
        if (`${service}.${action}` === 'runtime.permission.requestAuthCode') ok({ code })
        else fail({ errorCode: '9', errorMessage: `${service}.${action} 不在替身中` })
      },
  }
}

describe('the DingTalk host (/h5/) in Chromium as a phone', () => {
  let product: Product
  let browser: Browser
  let dt: DingTalkStandIn
  const contexts: BrowserContext[] = []
  let n = 0
  const person = (): StandInUser => ({ userid: `e2e-${++n}`, unionid: `e2e-union-${n}`, name: `钉钉用户${n}` })

  /** A phone inside DingTalk whose bridge hands out a code of `who`. */
  async function inDingTalk(who: StandInUser) {
    const context = await newContext(browser, { ...PHONE, userAgent: DINGTALK_UA })
    contexts.push(context)
    await context.addInitScript(bridgeStandIn, dt.code(who))
    return context.newPage()
  }

  /** Binds `who` to a platform account on the phone's bind page, as DingTalk shows it to an unbound user. */
  async function bindOnPhone(who: StandInUser, userName: string, password: string) {
    const page = await inDingTalk(who)
    await page.goto(`${product.url}/h5/approval`)
    await page.getByTestId('h5-bind').waitFor({ timeout: 20_000 })
    expect(await page.getByText(who.name, { exact: false }).count()).toBe(1)
    await page.getByTestId('h5-bind-username').locator('input').fill(userName)
    await page.getByTestId('h5-bind-password').locator('input').fill(password)
    await page.getByTestId('h5-bind-submit').click()
    await page.getByTestId('approval-home').waitFor({ timeout: 20_000 })
    return page
  }

  /** The work notices DingTalk received for `userid`, once there is one (the outbox is drained every few seconds). */
  async function noticesTo(userid: string, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const received = dt.notices.filter((n) => n.userIds.includes(userid))
      if (received.length > 0) return received
      if (Date.now() > deadline) throw new Error(`no work notice reached ${userid} within ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }

  /** Past the initial passwords, which allow nothing but changing them. */
  async function changeInitialPassword(user: string, password: string) {
    const first = await product.apiLogin(user)
    const changed = await product.api('PUT', '/prod-api/system/user/profile/updatePwd', first, {
      oldPassword: INITIAL_PASSWORD,
      newPassword: password,
    })
    if (changed.code !== 200) throw new Error(changed.msg)
  }

  beforeAll(async () => {
    dt = await startDingTalkStandIn()
    product = await startProduct(dt.env)
    browser = await launchBrowser()
    await changeInitialPassword('admin', ADMIN_PASSWORD)
    await changeInitialPassword('ry', RY_PASSWORD)
  })
  afterAll(async () => {
    for (const c of contexts) await c.close()
    await browser?.close()
    await product?.dispose()
    await dt?.close()
  })

  /** The DingTalk user bound to ry by the first test. */
  let ryInDingTalk: StandInUser | undefined

  it('an unbound DingTalk user binds once; afterwards opening /h5/approval lands on the todo list without typing', async () => {
    const who = person()
    const page = await bindOnPhone(who, 'ry', RY_PASSWORD)
    ryInDingTalk = who
    expect(new URL(page.url()).pathname).toBe('/h5/approval')
    const calls = await page.evaluate(() => (window as unknown as { __ddCalls: { api: string }[] }).__ddCalls)
    expect(calls.map((c) => c.api)).toEqual(['runtime.permission.requestAuthCode'])

    const admin = await product.apiLogin('admin', ADMIN_PASSWORD)
    const bindings = await product.api('GET', '/prod-api/dingtalk/binding/list?pageSize=50', admin)
    expect(bindings.rows.filter((r: { userName: string }) => r.userName === 'ry')).toMatchObject([
      { dingUserId: who.userid, dingName: who.name },
    ])

    // Next visit, a fresh phone session: the bridge's code signs ry in silently.
    const again = await inDingTalk(who)
    await again.goto(`${product.url}/h5/approval`)
    await again.getByTestId('approval-home').waitFor({ timeout: 20_000 })
    expect(await again.getByTestId('h5-bind').count()).toBe(0)
    expect(await again.getByTestId('approval-tab-todo').count()).toBe(1)
    const cookies = await again.context().cookies(product.url)
    const token = cookies.find((c) => c.name === 'Admin-Token')!.value
    const info = await product.api('GET', '/prod-api/system/user/getInfo', token)
    expect(info.user.userName).toBe('ry')
  })

  it('desktop 钉钉登录: the callback hands the login page a single-use ticket in the fragment, never a token cookie', async () => {
    const who = ryInDingTalk!
    // DingTalk's page is the stand-in's; its return carries the state the start issued and the user's code.
    const start = await fetch(`${product.url}/prod-api/auth/dingding/login/start?redirect=/index`, {
      redirect: 'manual',
    })
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!
    const context = await newContext(browser)
    contexts.push(context)
    const page = await context.newPage()
    const callbacks: { location: string; setCookie: string | undefined }[] = []
    page.on('response', (res) => {
      if (res.url().includes('/auth/dingding/login/callback'))
        callbacks.push({ location: res.headers()['location'], setCookie: res.headers()['set-cookie'] })
    })
    await page.goto(`${product.url}/prod-api/auth/dingding/login/callback?authCode=${dt.code(who)}&state=${state}`)
    await page.waitForURL((url) => url.pathname === '/index', { timeout: 30_000 })
    expect(callbacks).toHaveLength(1)
    expect(callbacks[0].setCookie).toBeUndefined()
    expect(callbacks[0].location).toMatch(/^\/login\?redirect=%2Findex#dingTicket=[\w-]{32}$/)
    expect(page.url()).not.toContain('dingTicket')
    // the page keeps the session it exchanged the ticket for, as after a password login
    const token = (await context.cookies(product.url)).find((c) => c.name === 'Admin-Token')!
    expect(token.httpOnly).toBe(false)
    expect((await product.api('GET', '/prod-api/system/user/getInfo', token.value)).user.userName).toBe('ry')

    // the same ticket again, in a fresh browser: refused with its message, nobody signed in
    const replay = await newContext(browser)
    contexts.push(replay)
    const again = await replay.newPage()
    await again.goto(`${product.url}${callbacks[0].location}`)
    expect(await again.getByTestId('login-error').textContent({ timeout: 20_000 })).toBe(
      '钉钉登录凭证已使用，请重新点击钉钉登录',
    )
    expect((await replay.cookies(product.url)).map((c) => c.name)).not.toContain('Admin-Token')
  })

  it('a task started on the desktop reaches ry in DingTalk, is approved on the phone and shows as done on the desktop', async () => {
    const admin = await product.apiLogin('admin', ADMIN_PASSWORD)
    const ry = await product.apiLogin('ry', RY_PASSWORD)
    const ryId: number = (await product.api('GET', '/prod-api/system/user/getInfo', ry)).user.userId
    const fields = [
      { type: 'number', key: 'days', label: '请假天数', required: true },
      { type: 'input', key: 'reason', label: '请假事由' },
    ]
    const formContent = JSON.stringify({ fields })
    const form = await product.api('POST', '/prod-api/flowable/form', admin, { formName: '钉钉请假单', formContent })
    expect(form.code, form.msg).toBe(200)
    const xml = singleTaskXml(ryId, 'dingApproval', form.data.formId)
    const deployed = await product.api('POST', '/prod-api/flowable/definition/save', admin, { xml, category: 'office' })
    expect(deployed.code, deployed.msg).toBe(200)
    // One binding per account: drop the one an earlier test may have made, then bind ry to a DingTalk user of its own.
    await product.api('DELETE', '/prod-api/auth/ding/binding', ry)
    const who = person()
    await bindOnPhone(who, 'ry', RY_PASSWORD)

    // The desktop: admin starts it from 我的流程 with its start form.
    const deskContext = await signedInContext(browser, product, admin)
    contexts.push(deskContext)
    const desk = await deskContext.newPage()
    await desk.goto(`${product.url}/task/process`)
    await desk.getByTestId('myprocess-page').waitFor({ timeout: 30_000 })
    await desk.getByTestId('myprocess-start').click()
    await desk
      .getByTestId('start-definitions')
      .locator('tr', { hasText: '单步审批' })
      .getByTestId('start-definition')
      .click()
    await desk.getByTestId('start-form').waitFor()
    await desk.getByTestId('form-field-days').locator('input').fill('4')
    await desk.getByTestId('form-field-reason').locator('input').fill('回乡探亲')
    await desk.getByTestId('start-submit').click()
    await desk.locator('.ant-message', { hasText: '流程启动成功' }).waitFor({ timeout: 20_000 })

    const todo = await product.api('GET', '/prod-api/flowable/task/todoList?pageSize=50', ry)
    const tasks = todo.data.records.filter((t: { procDefName: string }) => t.procDefName === '单步审批')
    expect(tasks).toHaveLength(1)
    const [{ taskId, procInsId }] = tasks
    const notices = await noticesTo(who.userid)
    expect(notices).toMatchObject([
      {
        agentId: Number(STAND_IN_APP.agentId),
        userIds: [who.userid],
        url: `${product.url}/h5/approval?taskId=${taskId}`,
      },
    ])

    // The phone, inside DingTalk: exactly the notice's link, signed in silently, approved through the action sheet.
    const phone = await inDingTalk(who)
    await phone.goto(notices[0].url)
    await phone.getByTestId('task-page').waitFor({ timeout: 20_000 })
    const startForm = phone.getByTestId('task-form-readonly')
    expect(await startForm.locator('.adm-list-item', { hasText: '请假事由' }).textContent()).toContain('回乡探亲')
    expect(await startForm.locator('.adm-list-item', { hasText: '请假天数' }).textContent()).toContain('4')
    await phone.getByTestId('task-complete').click()
    await phone.getByTestId('action-popup').waitFor()
    await phone.getByTestId('action-comment').locator('textarea').fill('手机上同意')
    await phone.getByTestId('action-submit').click()
    await phone.getByText('已同意').waitFor({ timeout: 20_000 })

    // Back on the desktop: 我的流程 lists it as finished, and its flow record holds ry's comment.
    await desk.reload()
    const row = desk.locator(`[data-testid="myprocess-table"] tr[data-row-key="${procInsId}"]`, { hasText: '已完成' })
    await row.waitFor({ timeout: 30_000 })
    await row.getByTestId('myprocess-row-detail').click()
    await desk.getByTestId('task-detail').waitFor({ timeout: 20_000 })
    await desk.getByText('流转记录').click()
    await desk.getByTestId('flow-record').getByText('手机上同意').waitFor({ timeout: 20_000 })
  })

  it('a DingTalk refusal is said on the phone, with a way to try again', async () => {
    const page = await inDingTalk(person())
    dt.failNext('/topapi/v2/user/getuserinfo', { errcode: 60011, errmsg: '没有调用该接口的权限' })
    await page.goto(`${product.url}/h5/approval`)
    await page.getByTestId('signin-failed').waitFor({ timeout: 20_000 })
    expect(await page.getByText('钉钉获取用户身份失败：没有调用该接口的权限（60011）').count()).toBe(1)
    // not a dead end: the password form, which works without DingTalk, is one tap away and returns here
    await page.getByTestId('signin-with-password').click()
    await page.getByTestId('h5-login').waitFor({ timeout: 20_000 })
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/approval')
  })

  it('outside DingTalk the phone signs in with the ordinary form and continues to the requested screen', async () => {
    const context = await newContext(browser, { ...PHONE, userAgent: PHONE_UA })
    contexts.push(context)
    const page = await context.newPage()
    await page.goto(`${product.url}/h5/approval?tab=finished`)
    await page.getByTestId('h5-login').waitFor({ timeout: 20_000 })
    await page.getByTestId('h5-login-username').locator('input').fill('admin')
    await page.getByTestId('h5-login-password').locator('input').fill(ADMIN_PASSWORD)
    await page.getByTestId('h5-login-submit').click()
    await page.getByTestId('approval-home').waitFor({ timeout: 20_000 })
    expect(new URL(page.url()).search).toBe('?tab=finished')
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
  })

  it('an account on its initial password binds on the phone, must change it by the rule, then reaches the todo list', async () => {
    const admin = await product.apiLogin('admin', ADMIN_PASSWORD)
    const initial = 'Chushi-2026' // as the administrator set it: the account must change it at first sign-in
    const added = await product.api('POST', '/prod-api/system/user', admin, {
      userName: 'dingnew',
      nickName: '钉钉新人',
      password: initial,
      deptId: 103,
      roleIds: [2],
    })
    expect(added).toMatchObject({ code: 200 })
    const page = await inDingTalk(person())
    await page.goto(`${product.url}/h5/approval?tab=finished`)
    await page.getByTestId('h5-bind').waitFor({ timeout: 20_000 })
    await page.getByTestId('h5-bind-username').locator('input').fill('dingnew')
    await page.getByTestId('h5-bind-password').locator('input').fill(initial)
    await page.getByTestId('h5-bind-submit').click()

    await page.getByTestId('h5-password').waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('h5-password-notice').textContent()).toBe('您的密码还是初始密码，请修改密码！')
    expect(await page.getByTestId('approval-home').count()).toBe(0)
    const submit = await page.getByTestId('h5-password-submit').boundingBox()
    expect(submit!.height).toBeGreaterThanOrEqual(44)
    await page.getByTestId('h5-password-old').locator('input').fill(initial)
    await page.getByTestId('h5-password-new').locator('input').fill('ab12')
    await page.getByTestId('h5-password-confirm').locator('input').fill('ab12')
    await page.getByTestId('h5-password-submit').click()
    await page.getByText(PASSWORD_LENGTH_MESSAGE).waitFor({ timeout: 5_000 })
    const stillInitial = await product.api(
      'GET',
      '/prod-api/system/user/getInfo',
      await product.apiLogin('dingnew', initial),
    )
    expect(stillInitial.isDefaultModifyPwd).toBe(true)

    await page.getByTestId('h5-password-new').locator('input').fill('Ding-New-2026')
    await page.getByTestId('h5-password-confirm').locator('input').fill('Ding-New-2026')
    await page.getByTestId('h5-password-submit').click()
    await page.getByTestId('approval-home').waitFor({ timeout: 20_000 })
    await page.getByText('修改成功').waitFor({ timeout: 5_000 }) // antd-mobile's toast, rendered by React 19
    expect(await page.getByTestId('approval-tab-todo').count()).toBe(1)
    expect(new URL(page.url()).search).toBe('?tab=finished')
    expect(await page.getByTestId('h5-password').count()).toBe(0)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    const changed = await product.api(
      'GET',
      '/prod-api/system/user/getInfo',
      await product.apiLogin('dingnew', 'Ding-New-2026'),
    )
    expect(changed).toMatchObject({ code: 200, isDefaultModifyPwd: false })
  })
})
