import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, signedInContext, startProduct, type Product } from './harness'

/** Module faces on pages no React app owns: custom elements from /elements/, and a single-spa parcel. */
describe('embedding the platform in other pages (Chromium)', () => {
  let product: Product
  let browser: Browser
  let token: string
  beforeAll(async () => {
    product = await startProduct()
    browser = await launchBrowser()
    token = await product.readyLogin('admin')
  })
  afterAll(async () => {
    await browser?.close()
    await product?.dispose()
  })

  it('<wp-dict-tag> shows the label from the server, styled by antd inside its own shadow root', async () => {
    const page = await (await signedInContext(browser, product, token)).newPage()
    await page.goto(`${product.url}/tests/elements.html`)
    await page.locator('#sex').getByText('女').waitFor({ timeout: 20_000 })
    // 状态 正常 has the listClass "primary": an antd tag (性别 has none: plain text, as in the family)
    await page.locator('#status').getByText('正常').waitFor({ timeout: 20_000 })
    const shadow = await page.evaluate(() => {
      const root = document.getElementById('status')!.shadowRoot
      const antTag = root?.querySelector('.ant-tag') ?? null
      return {
        open: !!root,
        sexText: document.getElementById('sex')!.shadowRoot?.textContent ?? '',
        styleTags: root ? root.querySelectorAll('style').length : 0,
        antTag: antTag !== null,
        tagText: antTag?.textContent ?? '',
        // antd's tag has a border radius and padding from its own CSS-in-JS, written into the shadow root: an
        // unstyled span has neither
        radius: antTag ? getComputedStyle(antTag).borderTopLeftRadius : '',
        padding: antTag ? getComputedStyle(antTag).paddingLeft : '',
        headStyles: document.head.querySelectorAll('style[data-css-hash], style[data-rc-order]').length,
      }
    })
    expect(shadow.open).toBe(true)
    expect(shadow.sexText).toContain('女')
    expect(shadow.antTag).toBe(true)
    expect(shadow.tagText).toContain('正常')
    expect(parseFloat(shadow.radius), `border radius ${shadow.radius}`).toBeGreaterThan(0)
    expect(parseFloat(shadow.padding), `padding ${shadow.padding}`).toBeGreaterThan(0)
    expect(shadow.styleTags).toBeGreaterThan(0)
    expect(shadow.headStyles).toBe(0)
    await page.context().close()
  })

  it('<wp-dict-data-form> writes through the API and the page hears a composed `saved` event', async () => {
    const page = await (await signedInContext(browser, product, token)).newPage()
    await page.goto(`${product.url}/tests/elements.html`)
    const form = page.locator('#form')
    await form.getByTestId('dict-data-form-label').fill('保密')
    await form.getByTestId('dict-data-form-value').fill('9')
    await form.getByTestId('dict-data-form-submit').click()
    await page.locator('#saved li').first().waitFor({ timeout: 15_000 })
    expect(await page.locator('#saved li').first().textContent()).toContain('"dictValue":"9"')
    const rows = await product.api('GET', '/prod-api/system/dict/data/type/sys_user_sex', token)
    expect(rows.data.map((d: { dictLabel: string }) => d.dictLabel)).toContain('保密')
    await page.context().close()
  })

  it('a single-spa root config mounts a module view as a parcel, unmounts it and mounts it again', async () => {
    const page = await (await signedInContext(browser, product, token)).newPage()
    await page.goto(`${product.url}/tests/parcel.html?view=system/dict/index`)
    await page.click('#mount')
    await page.locator('#status', { hasText: 'MOUNTED' }).waitFor({ timeout: 20_000 })
    await page.locator('#parcel-host').getByText('sys_user_sex').first().waitFor({ timeout: 20_000 })
    await page.click('#unmount')
    await page.locator('#status', { hasText: 'NOT_MOUNTED' }).waitFor()
    expect((await page.locator('#parcel-host').innerHTML()).trim()).toBe('')
    await page.click('#mount')
    await page.locator('#status', { hasText: /^MOUNTED$/ }).waitFor()
    await page.locator('#parcel-host').getByText('sys_user_sex').first().waitFor({ timeout: 20_000 })
    await page.context().close()
  })
})
