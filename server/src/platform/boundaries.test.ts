import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const SRC = path.join(ROOT, 'server/src')

/** The import refusals the lint reports for `code` placed at `file` (a path under the repository). */
async function refusals(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT })
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

describe('the lint keeps the server’s layers apart', () => {
  it('refuses a domain importing another domain (DingTalk reaching into the workflow’s worker)', async () => {
    const found = await refusals(
      'server/src/dingtalk/notices.ts',
      `import { timerWorker } from '../workflow/worker'\nexport const w = timerWorker\n`,
    )
    expect(found).toHaveLength(1)
    expect(found[0]).toContain('A server domain imports only the platform')
    const deeper = await refusals(
      'server/src/statistics/entry/scope.ts',
      `import { sysLogininfor } from '../../system/log/schema'\nexport const t = sysLogininfor\n`,
    )
    expect(deeper[0]).toContain('A server domain imports only the platform')
  })

  it('lets a domain import the platform, the contract and itself', async () => {
    expect(
      await refusals(
        'server/src/dingtalk/notices.ts',
        [
          `import { WORKFLOW_PERMISSIONS } from '@wp/contract'`,
          `import { userNames } from '../directory'`,
          `import { postMessages } from '../outbox/outbox'`,
          `import { nextSerial } from '../serial/serial'`,
          `import { ok } from '../http/envelope'`,
          `import { dingTalk } from './service'`,
          `export const all = [WORKFLOW_PERMISSIONS, userNames, postMessages, nextSerial, ok, dingTalk]`,
        ].join('\n'),
      ),
    ).toEqual([])
  })

  it('refuses the platform importing a domain, and anything importing the module list, the app or the boot', async () => {
    const platform = await refusals(
      'server/src/directory/user/users.ts',
      `import { sysNotice } from '../../system/notice/schema'\nexport const t = sysNotice\n`,
    )
    expect(platform[0]).toContain('The server platform imports no domain module')
    const circle = await refusals(
      'server/src/workflow/index.ts',
      `import { modules } from '../modules'\nexport const m = modules\n`,
    )
    expect(circle[0]).toContain('import circle')
    const app = await refusals('server/src/app.ts', `import { modules } from './modules'\nexport const m = modules\n`)
    expect(app[0]).toContain('buildApp and boot are given the module list')
  })
})

describe('the production graph', () => {
  it('has no import circle through app.ts or boot.ts, and no test code', async () => {
    const result = await build({
      entryPoints: [path.join(SRC, 'main.ts')],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      metafile: true,
      packages: 'external',
      logLevel: 'silent',
    })
    const inputs = result.metafile.inputs
    const rel = (f: string) => path.relative(SRC, path.resolve(ROOT, f))
    const imports = new Map(
      Object.entries(inputs).map(([file, input]) => [rel(file), input.imports.map((i) => rel(i.path))]),
    )
    const importers = (target: string) => [...imports].filter(([, to]) => to.includes(target)).map(([file]) => file)
    // the composition root is imported only from above: main.ts → boot.ts → app.ts, main.ts → modules.ts
    expect(importers('app.ts')).toEqual(['boot.ts'])
    expect(importers('boot.ts')).toEqual(['main.ts'])
    expect(importers('modules.ts')).toEqual(['main.ts'])
    expect([...imports.keys()].filter((f) => /(^|\/)testing\/|security-samples\.ts$|\.test\.ts$/.test(f))).toEqual([])
    expect([...imports.keys()].length).toBeGreaterThan(100)
  })
})
