import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, signedInContext, startProduct, type Product } from './harness'

/** A real 1×1 PNG as a data URI, the way a pasted image reaches TinyMCE. */
const PNG_DATA_URI =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

describe('the kit and the shared widgets in Chromium', () => {
  let product: Product
  let browser: Browser
  beforeAll(async () => {
    product = await startProduct()
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await product?.dispose()
  })

  async function open(user: string): Promise<{ page: Page; token: string }> {
    const token = await product.readyLogin(user)
    const context = await signedInContext(browser, product, token)
    const page = await context.newPage()
    await page.goto(`${product.url}/tests/playground.html`)
    await page
      .getByTestId('who')
      .filter({ hasText: `signed in as ${user}` })
      .waitFor()
    return { page, token }
  }

  it('access components render only what the user may do', async () => {
    const ry = await open('ry')
    await ry.page.getByTestId('perm-dict-list').waitFor()
    expect(await ry.page.getByTestId('perm-dict-add').count()).toBe(0)
    expect(await ry.page.getByTestId('role-common').count()).toBe(1)
    const admin = await open('admin')
    await admin.page.getByTestId('perm-dict-add').waitFor()
    expect(await admin.page.getByTestId('role-common').count()).toBe(1) // the admin role passes every role check
    await ry.page.context().close()
    await admin.page.context().close()
  })

  it('the money input keeps digits, groups thousands, keeps 2 decimals and falls back to 0 on blur', async () => {
    const { page } = await open('ry')
    const input = page.getByTestId('money')
    await input.click()
    await input.pressSequentially('ab-1234567.891x')
    // formatted after a 50 ms debounce: polled, as a loaded machine may take longer
    await expect.poll(() => input.inputValue(), { timeout: 10_000 }).toBe('-1,234,567.89')
    await expect.poll(() => page.getByTestId('money-value').textContent(), { timeout: 10_000 }).toBe('-1234567.89')
    await input.fill('')
    await input.pressSequentially('abc')
    await page.getByTestId('who').click()
    await expect.poll(() => input.inputValue(), { timeout: 10_000 }).toBe('0')
    await page.context().close()
  })

  it('a 401 in the middle of a session shows one dialog however many calls fail, then goes to /index', async () => {
    const { page, token } = await open('ry')
    await product.api('DELETE', '/prod-api/auth/logout', token)
    await page.getByTestId('call-three').click()
    const dialog = page.locator('.ant-modal-confirm')
    await dialog.first().waitFor()
    await page.waitForTimeout(500)
    expect(await dialog.count()).toBe(1)
    expect(await dialog.textContent()).toContain('登录状态已过期')
    await dialog.getByRole('button', { name: '重新登录' }).click()
    await page.waitForURL(/\/index$/)
    await page.context().close()
  })

  it('a stopped server shows 后端接口连接异常', async () => {
    const { page } = await open('ry')
    await product.stop()
    try {
      await page.getByTestId('call-one').click()
      await page.locator('.ant-message').getByText('后端接口连接异常').waitFor({ timeout: 15_000 })
    } finally {
      await product.restart()
    }
    await page.context().close()
  })

  it('a call that takes longer than 10 s shows 系统接口请求超时', async () => {
    const { page } = await open('ry')
    await page.route('**/prod-api/system/user/getInfo', async (route) => {
      await new Promise((r) => setTimeout(r, 11_000))
      await route.continue().catch(() => undefined)
    })
    await page.getByTestId('call-one').click()
    await page.locator('.ant-message').getByText('系统接口请求超时').waitFor({ timeout: 15_000 })
    await page.context().close()
  })

  it('the editor uploads a pasted image to /file/upload and inserts the returned url; a refused file shows the server message', async () => {
    const { page } = await open('ry')
    await page.locator('.tox-edit-area iframe').waitFor({ timeout: 30_000 })
    await page.waitForFunction(
      () => (window as unknown as { tinymce?: { activeEditor?: unknown } }).tinymce?.activeEditor,
    )
    await page.evaluate(async (src) => {
      const editor = (
        window as unknown as {
          tinymce: { activeEditor: { insertContent(h: string): void; uploadImages(): Promise<unknown> } }
        }
      ).tinymce.activeEditor
      editor.insertContent(`<img src="${src}" alt="pasted">`)
      await editor.uploadImages()
    }, PNG_DATA_URI)
    await page.getByTestId('editor-html').filter({ hasText: '/prod-api/file/' }).waitFor({ timeout: 15_000 })
    const html = (await page.getByTestId('editor-html').textContent()) ?? ''
    const url = html.match(/\/prod-api\/file\/[0-9a-f]{32}/)![0]
    const served = await page.evaluate(async (u) => (await fetch(u)).headers.get('content-type'), url)
    expect(served).toBe('image/png')

    // HTML dressed as a PNG: the server refuses it by content and the editor shows why.
    const fake = 'data:image/png;base64,' + Buffer.from('<html><script>alert(1)</script></html>').toString('base64')
    await page.evaluate(async (src) => {
      const editor = (
        window as unknown as {
          tinymce: { activeEditor: { insertContent(h: string): void; uploadImages(): Promise<unknown> } }
        }
      ).tinymce.activeEditor
      editor.insertContent(`<img src="${src}" alt="fake">`)
      await editor.uploadImages()
    }, fake)
    await page.getByText('不支持的文件类型', { exact: false }).first().waitFor({ timeout: 15_000 })
    await page.context().close()
  })
})
