import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(__dirname, '../../..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? sources(file) : /\.tsx?$/.test(name) ? [file] : []
  })
}

describe('the workspace', () => {
  it('every package and host declares in package.json the @wp packages its sources import', () => {
    for (const folder of ['packages', 'hosts'].flatMap((d) =>
      readdirSync(path.join(ROOT, d)).map((p) => `${d}/${p}`),
    )) {
      const src = path.join(ROOT, folder, 'src')
      if (!existsSync(src)) continue
      const manifest = JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'))
      const imported = new Set(
        sources(src).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/from '(@wp\/[a-z-]+)'/g)].map((m) => m[1])),
      )
      imported.delete(manifest.name)
      expect(
        Object.keys(manifest.dependencies ?? {}).filter((d) => d.startsWith('@wp/')),
        folder,
      ).toEqual([...imported].sort())
    }
  })
})
