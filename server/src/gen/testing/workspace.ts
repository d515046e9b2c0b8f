import { spawn } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const SKIP = new Set(['node_modules', 'dist', 'data', 'data-demo', '.tmp', '.git', 'screens-gallery', 'test-results'])

/**
 * A throwaway copy of the workspace for a generated module: the sources, configuration and build scripts copied
 * (never data or builds), node_modules a folder of links to the real one's entries except `@wp`, whose links point into the copy
 * (so the generated packages and the copied contract are the ones resolved), and server/node_modules linked.
 */
export function workspaceCopy(root: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wp-gen-'))
  for (const entry of [
    'package.json',
    '.prettierrc.json',
    '.prettierignore',
    'tsconfig.json',
    'eslint.config.js',
    'vitest.config.ts',
    'server',
    'packages',
    'hosts',
    'scripts',
  ])
    cpSync(path.join(root, entry), path.join(dir, entry), {
      recursive: true,
      filter: (src) => !SKIP.has(path.basename(src)),
    })
  const modules = path.join(dir, 'node_modules')
  mkdirSync(path.join(modules, '@wp'), { recursive: true })
  for (const entry of readdirSync(path.join(root, 'node_modules')))
    if (entry !== '@wp') symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry))
  for (const entry of readdirSync(path.join(root, 'node_modules/@wp')))
    symlinkSync(readlinkSync(path.join(root, 'node_modules/@wp', entry)), path.join(modules, '@wp', entry))
  symlinkSync(path.join(root, 'server/node_modules'), path.join(dir, 'server/node_modules'))
  // drizzle-kit looks for drizzle-orm beside itself (what server/scripts/db-generate.mjs links for `npm run db:generate`)
  if (!existsSync(path.join(modules, 'drizzle-orm')))
    symlinkSync(path.join(root, 'server/node_modules/drizzle-orm'), path.join(modules, 'drizzle-orm'))
  return dir
}

/** Links a package added to the copy (what `npm install` does for a new workspace package). */
export const linkPackage = (dir: string, name: string) =>
  symlinkSync(`../../packages/${name}`, path.join(dir, 'node_modules/@wp', name))

/** Runs a command in the copy; resolves with its exit code and output (never throws on a failing command). */
export function run(cwd: string, command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

/** The copy's migration for what was added to it: drizzle-kit as `npm run db:generate` runs it, through the links. */
export const generateMigration = (dir: string) =>
  run(path.join(dir, 'server'), process.execPath, [
    '--preserve-symlinks',
    '--preserve-symlinks-main',
    path.join(dir, 'node_modules/drizzle-kit/bin.cjs'),
    'generate',
  ])

/**
 * A working tree holding only the four lists a generated module is registered in, for `genCode`; the generator writes
 * only in development, so this sets NODE_ENV (nothing else on the server reads it) and GEN_WORKING_TREE. Returns it.
 */
export function registrationTree() {
  const root = mkdtempSync(path.join(tmpdir(), 'wp-gen-tree-'))
  const put = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  put('server/src/modules.ts', "import { a } from './a'\n\nexport const modules = [\n  a,\n]\n")
  put('packages/contract/src/index.ts', "export * from './a'\n")
  put('hosts/portal/src/modules.ts', "import { a } from '@wp/a'\n\nexport const PORTAL_MODULES = [\n  a,\n]\n")
  put('hosts/portal/package.json', '{ "dependencies": {} }\n')
  process.env.NODE_ENV = 'development'
  process.env.GEN_WORKING_TREE = root
  return root
}
