import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = __dirname

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1])
}

describe('the kit stays light and self-contained', () => {
  const files = sources(root)

  it('imports no heavy editor, diagram or chart library', () => {
    for (const file of files) {
      for (const spec of importsOf(file)) {
        expect(spec, relative(root, file)).not.toMatch(/^(tinymce|@tinymce|bpmn-js|echarts|diagram-js)/)
      }
    }
  })

  it('imports no other @wp package but the shared contract', () => {
    for (const file of files) {
      for (const spec of importsOf(file)) expect(spec, relative(root, file)).not.toMatch(/^@wp\/(?!contract$)/)
    }
  })

  it('keeps crypto-js inside crypto/', () => {
    for (const file of files) {
      if (relative(root, file).startsWith('crypto')) continue
      for (const spec of importsOf(file)) expect(spec, relative(root, file)).not.toMatch(/^crypto-js/)
    }
  })

  it('exports the names the other packages are promised', async () => {
    const kit = await import('./index')
    for (const name of [
      'upload',
      'getApiBase',
      'getToken',
      'http',
      'useSession',
      'HasPermi',
      'useDict',
      'rules',
      'defineModule',
    ]) {
      expect(kit, name).toHaveProperty(name)
    }
    expect(kit.getApiBase()).toBe('/prod-api')
  })
})
