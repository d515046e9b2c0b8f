import type { Browser } from 'playwright-core'
import { launchBrowser, startProduct, type Product } from '../../../tests/e2e/harness'

/** The admin's API call on the product: `url` below `/prod-api`, the admin's token. */
export type AdminApi = (method: string, url: string, body?: unknown) => ReturnType<Product['api']>

/**
 * A screen bench: the built product as `npm start` runs it and Chromium, the admin signed in (its password set);
 * both closed after `run`, whatever it does.
 */
export async function onProductAsAdmin(
  run: (s: { product: Product; browser: Browser; token: string; api: AdminApi }) => Promise<void>,
) {
  const product = await startProduct()
  const browser = await launchBrowser()
  try {
    const token = await product.readyLogin('admin')
    const api: AdminApi = (method, url, body) => product.api(method, `/prod-api${url}`, token, body)
    await run({ product, browser, token, api })
  } finally {
    await browser.close()
    await product.dispose()
  }
}
