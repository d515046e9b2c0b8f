// What the front end consists of, for the production build (rollup.config.mjs) and the development loop
// (scripts/dev.mjs) alike: the hosts with an entry, the feature modules with element bundles, and a host's page.
import { existsSync, readdirSync } from 'node:fs'

/** The hosts that have an entry, each served under its own prefix (portal at /, dingtalk at /h5/, bigscreen at /screen/). */
export const HOSTS = [
  { dir: 'portal', title: '综合工作平台' },
  // the phone host draws under the notch and home bar itself (safe-area insets)
  { dir: 'dingtalk', title: '综合工作平台', viewport: 'width=device-width, initial-scale=1, viewport-fit=cover' },
  { dir: 'bigscreen', title: '综合工作平台 · 大屏' },
].filter((h) => existsSync(`hosts/${h.dir}/src/main.tsx`))

/** Every feature module that offers custom elements or parcels: its folder has src/elements.ts (found, not listed). */
export const ELEMENT_MODULES = readdirSync('packages').filter((p) => existsSync(`packages/${p}/src/elements.ts`))

/** The entries of one build: `portal/main` → the host's main.tsx, `elements/system` → the module's elements.ts. */
export const ENTRIES = {
  ...Object.fromEntries(HOSTS.map((h) => [`${h.dir}/main`, `hosts/${h.dir}/src/main.tsx`])),
  ...Object.fromEntries(ELEMENT_MODULES.map((p) => [`elements/${p}`, `packages/${p}/src/elements.ts`])),
}

/** A host's index.html: its entry script and the chunks to preload, by their served paths (/portal/main-….js). */
export function hostHtml({
  title,
  script,
  preload = [],
  extra = '',
  viewport = 'width=device-width, initial-scale=1',
}) {
  const links = preload.map((f) => `<link rel="modulepreload" href="/${f}">`).join('\n    ')
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="${viewport}" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
    ${links}
    <style>html,body,#app{height:100%;margin:0}body{font-family:-apple-system,BlinkMacSystemFont,'Segoe UI','PingFang SC','Microsoft YaHei',sans-serif}</style>
  </head>
  <body>
    <div id="app"></div>
    <script type="module" src="/${script}"></script>${extra}
  </body>
</html>
`
}

/**
 * esbuild's options for the front end: the development loop's (scripts/dev.mjs, `NODE_ENV` development) and the
 * quick one-off build (`node scripts/build.mjs --quick`, production React, unminified): the same entries and layout
 * as the Rollup build, in seconds instead of minutes.
 */
export const esbuildOptions = (outdir, mode) => ({
  entryPoints: ENTRIES,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  sourcemap: 'linked',
  chunkNames: 'assets/[name]-[hash]',
  assetNames: 'assets/[name]-[hash]',
  define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
  loader: { '.css': 'text' },
  logLevel: 'warning',
})
