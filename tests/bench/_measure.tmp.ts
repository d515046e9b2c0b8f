import path from 'node:path'
import { launchBrowser, signedInContext, startProduct } from '../e2e/harness'
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const product = await startProduct()
const browser = await launchBrowser()
async function measure(context: any, url: string, ready: string) {
  const page = await context.newPage()
  const rs: Promise<[string, number]>[] = []
  page.on('response', (r: any) => {
    if (!new URL(r.url()).pathname.endsWith('.js')) return
    rs.push(r.request().sizes().then((s: any) => [path.basename(new URL(r.url()).pathname), s.responseBodySize]))
  })
  await page.goto(product.url + url, { waitUntil: 'networkidle' })
  await page.waitForSelector(ready, { timeout: 30000 })
  await page.waitForLoadState('networkidle')
  const got = (await Promise.all(rs)).sort((a, b) => b[1] - a[1])
  await page.close()
  console.log(url, kb(got.reduce((n, r) => n + r[1], 0)), got.length, 'files')
  for (const [f, n] of got) console.log('   ', kb(n).padStart(9), f)
}
try {
  await measure(await browser.newContext(), '/login', '[data-testid="login-form"], form')
  const token = await product.readyLogin('ry')
  await measure(await signedInContext(browser, product, token), '/index', '[data-testid="workbench"]')
} finally {
  await browser.close()
  await product.dispose()
}
