import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext } from 'playwright-core'
import { startDingTalkStandIn, type DingTalkStandIn, type StandInUser } from '../../server/src/dingtalk/stand-in'
import { PASSWORD_LENGTH_MESSAGE } from '@wp/contract'
import { INITIAL_PASSWORD, launchBrowser, newContext, startProduct, type Product } from './harness'

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

  it('an unbound DingTalk user binds once; afterwards opening /h5/approval lands on the todo list without typing', async () => {
    const who = person()
    const page = await inDingTalk(who)
    await page.goto(`${product.url}/h5/approval`)
    await page.getByTestId('h5-bind').waitFor({ timeout: 20_000 })
    expect(await page.getByText(who.name, { exact: false }).count()).toBe(1)
    await page.getByTestId('h5-bind-username').locator('input').fill('ry')
    await page.getByTestId('h5-bind-password').locator('input').fill(RY_PASSWORD)
    await page.getByTestId('h5-bind-submit').click()
    await page.getByTestId('approval-home').waitFor({ timeout: 20_000 })
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

  it('a DingTalk refusal is said on the phone, with a way to try again', async () => {
    const page = await inDingTalk(person())
    dt.failNext('/topapi/v2/user/getuserinfo', { errcode: 60011, errmsg: '没有调用该接口的权限' })
    await page.goto(`${product.url}/h5/approval`)
    await page.getByTestId('signin-failed').waitFor({ timeout: 20_000 })
    expect(await page.getByText('钉钉获取用户身份失败：没有调用该接口的权限（60011）').count()).toBe(1)
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
