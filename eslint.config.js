// @ts-check
import { existsSync, readdirSync } from 'node:fs'
import tseslint from 'typescript-eslint'

/** Packages that are platform layers; every other folder under packages/ is a feature module (found, not listed). */
const PLATFORM = ['kit', 'ui', 'layout', 'contract']
const FEATURES = readdirSync('packages').filter(
  (p) => !PLATFORM.includes(p) && existsSync(`packages/${p}/package.json`),
)
/** The server's platform: these folders and top-level files; every other folder under server/src is a domain module. */
const SERVER_PLATFORM = ['http', 'auth', 'db', 'files', 'docs', 'platform', 'testing']
const SERVER_PLATFORM_FILES = ['cache', 'cache-bus', 'context', 'clock', 'config', 'web'].map(
  (f) => `server/src/${f}.ts`,
)
const SERVER_DOMAINS = readdirSync('server/src', { withFileTypes: true })
  .filter((d) => d.isDirectory() && !SERVER_PLATFORM.includes(d.name))
  .map((d) => d.name)
const deep = {
  group: ['@wp/*/src', '@wp/*/src/*', '**/packages/*/src/**', '**/hosts/*/src/**'],
  message: 'Use the package through its index.ts, never its src/ folder (nor a relative path into another package).',
}
const serverOnlyContract = {
  group: ['@wp/*', '!@wp/contract', 'react', 'react-dom', 'antd'],
  message: 'The server imports only the shared contract, never front-end packages.',
}
/** Which workspace packages a layer may import (ARCHITECTURE.md, "Layers and who may import whom"). */
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
    // The platform (routing, sessions, database, files, docs, caches) imports no domain: domains plug in through
    // their module objects and the platform services, so a module can be added or removed without touching it.
    files: [
      ...SERVER_PLATFORM.filter((f) => f !== 'testing').map((f) => `server/src/${f}/**`),
      ...SERVER_PLATFORM_FILES,
    ],
    ignores: ['server/src/**/*.test.ts', 'server/src/platform/security-samples.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deep,
            serverOnlyContract,
            {
              group: SERVER_DOMAINS.flatMap((d) => [`./${d}/*`, `../${d}/*`, `../../${d}/*`]),
              message: 'The server platform imports no domain module; use a platform service or the module object.',
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
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'server/src/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)
