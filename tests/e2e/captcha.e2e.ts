import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, newContext, startProduct, type Product } from './harness'

/** The login captcha with the configuration's default (on), as the browser shows it. */
describe('the login captcha (Chromium)', () => {
  let product: Product
  let browser: Browser
  beforeAll(async () => {
    product = await startProduct({ CAPTCHA_ENABLED: 'true' })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await product?.dispose()
  })

  it('shows a decoded picture on our login page, and behind the family client’s data:image/gif prefix too', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto(`${product.url}/login`)
    const img = page.getByTestId('login-captcha-img')
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 15_000 })
      .toBe(120)
    // ruoyi-ui's login.vue: codeUrl = "data:image/gif;base64," + img
    const familyWidth = await page.evaluate(async () => {
      const challenge = (await (await fetch('/prod-api/code')).json()) as { img: string }
      const picture = new Image()
      const loaded = new Promise<number>((resolve) => {
        picture.onload = () => resolve(picture.naturalWidth)
        picture.onerror = () => resolve(-1)
      })
      picture.src = 'data:image/gif;base64,' + challenge.img
      return loaded
    })
    expect(familyWidth).toBe(120)
    await context.close()
  })
})
