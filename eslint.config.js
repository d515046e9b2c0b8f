// @ts-check
// The layers and who may import whom: docs/architecture.md (the front end's packages, the server's platform and
// domains). Folders are found, never listed by hand, except the platform's own.
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const ROOT = path.dirname(fileURLToPath(import.meta.url))

/** Packages that are platform layers; every other folder under packages/ is a feature module (found, not listed). */
const PLATFORM = ['kit', 'ui', 'layout', 'contract']
const FEATURES = readdirSync(path.join(ROOT, 'packages')).filter(
  (p) => !PLATFORM.includes(p) && existsSync(path.join(ROOT, 'packages', p, 'package.json')),
)
/** The server's platform: these folders and top-level files; every other folder under server/src is a domain module. */
const SERVER_PLATFORM = ['http', 'auth', 'db', 'directory', 'files', 'docs', 'outbox', 'platform', 'serial', 'testing']
const SERVER_PLATFORM_FILES = ['cache', 'cache-bus', 'context', 'clock', 'config', 'web'].map(
  (f) => `server/src/${f}.ts`,
)
/** The composition root: it names the modules and builds the server; nothing it builds imports it back. */
const SERVER_ROOT = ['app', 'boot', 'main', 'modules']
const SERVER_DOMAINS = readdirSync(path.join(ROOT, 'server/src'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !SERVER_PLATFORM.includes(d.name))
  .map((d) => d.name)
/** `name` (a folder or a top-level file) seen from a file up to four folders below server/src. */
const fromBelow = (name, tail = '') =>
  ['./', '../', '../../', '../../../', '../../../../'].map((up) => up + name + tail)
const noRoot = {
  group: SERVER_ROOT.flatMap((f) => fromBelow(f)),
  message:
    'Nothing the server is built from imports app.ts, boot.ts, main.ts or modules.ts (an import circle): the module list is passed to buildApp and boot.',
}
const deep = {
  group: ['@wp/*/src', '@wp/*/src/*', '**/packages/*/src/**', '**/hosts/*/src/**'],
  message: 'Use the package through its index.ts, never its src/ folder (nor a relative path into another package).',
}
const serverOnlyContract = {
  group: ['@wp/*', '!@wp/contract', 'react', 'react-dom', 'antd'],
  message: 'The server imports only the shared contract, never front-end packages.',
}
/** The import rules of a part of the server: never the front end, the composition root, nor these domains. */
const serverBoundary = (domains, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [deep, serverOnlyContract, noRoot, { group: domains.flatMap((d) => fromBelow(d, '/*')), message }] },
  ],
})
/** Which workspace packages a layer may import (docs/architecture.md). */
const only = (allowed, message) => ({
  group: ['@wp/*', ...allowed.map((a) => `!@wp/${a}`)],
  message,
})

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'server/drizzle/**', 'test-results/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': ['error', { patterns: [deep] }],
    },
  },
  {
    files: ['packages/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deep,
            only([], 'The contract imports no other workspace package.'),
            {
              group: ['react', 'react-dom', 'antd', 'alova', 'zustand'],
              message: 'The contract has no DOM and no runtime dependencies.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/kit/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [deep, only(['contract'], 'The kit imports only the shared contract.')] },
      ],
    },
  },
  {
    files: ['packages/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [deep, only(['kit'], 'Shared widgets may import only the kit.')] },
      ],
    },
  },
  {
    files: ['packages/layout/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [deep, only(['kit', 'ui'], 'The layout may import only the kit and the widgets.')] },
      ],
    },
  },
  ...FEATURES.map((f) => ({
    files: [`packages/${f}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deep,
            only(
              ['contract', 'kit', 'ui'],
              'A feature module imports only the contract, the kit and the widgets; talk to other features through the server or kit events.',
            ),
          ],
        },
      ],
    },
  })),
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deep, serverOnlyContract] }] },
  },
  {
    // The platform (routing, sessions, the directory, database, files, docs, outbox, serial numbers, caches) imports no
    // domain: domains plug in through their module objects and the platform services, so a module can be added or
    // removed without touching it.
    files: [
      ...SERVER_PLATFORM.filter((f) => f !== 'testing').map((f) => `server/src/${f}/**`),
      ...SERVER_PLATFORM_FILES,
    ],
    ignores: ['server/src/**/*.test.ts', 'server/src/platform/security-samples.ts'],
    rules: serverBoundary(
      SERVER_DOMAINS,
      'The server platform imports no domain module; use a platform service or the module object.',
    ),
  },
  ...SERVER_DOMAINS.map((domain) => ({
    // A domain imports only the platform, the contract and itself: another domain's services come through the
    // platform (`ServerModule.provides`, `ctx.services`), its facts through the directory. Tests may run the whole
    // server, so they may look anywhere.
    files: [`server/src/${domain}/**`],
    ignores: ['server/src/**/*.test.ts'],
    rules: serverBoundary(
      SERVER_DOMAINS.filter((d) => d !== domain),
      `A server domain imports only the platform (${SERVER_PLATFORM.join(', ')}), the contract and itself; reach another domain through a platform service.`,
    ),
  })),
  {
    // The app and the boot sequence take the module list as an argument (from main.ts and the test harness).
    files: ['server/src/app.ts', 'server/src/boot.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deep,
            serverOnlyContract,
            {
              group: ['./modules', './main'],
              message: 'buildApp and boot are given the module list; they never import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // a long function is several things at once: split it (STYLE: small named pieces)
    files: ['packages/**/*.{ts,tsx}', 'hosts/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 120 }] },
  },
  {
    // The React team's two rules for hooks, named one by one: the plugin's presets (7.x) also switch on the React
    // Compiler's rules, which this code base is not written for.
    files: ['packages/**/*.{ts,tsx}', 'hosts/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'server/src/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)
