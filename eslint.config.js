// @ts-check
import { existsSync, readdirSync } from 'node:fs'
import tseslint from 'typescript-eslint'

/** Packages that are platform layers; every other folder under packages/ is a feature module (found, not listed). */
const PLATFORM = ['kit', 'ui', 'layout', 'contract']
const FEATURES = readdirSync('packages').filter(
  (p) => !PLATFORM.includes(p) && existsSync(`packages/${p}/package.json`),
)
const deep = {
  group: ['@wp/*/src', '@wp/*/src/*'],
  message: 'Use the package through its index.ts, never its src/ folder.',
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
      'no-restricted-imports': ['error', { patterns: [deep, only([], 'The kit imports no other workspace package.')] }],
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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deep,
            {
              group: ['@wp/*', '!@wp/contract', 'react', 'react-dom', 'antd'],
              message: 'The server imports only the shared contract, never front-end packages.',
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
