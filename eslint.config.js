import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readdirSync } from 'node:fs'

// Imports flow one way: routes → features → shared (components, lib, db, theme). A feature never
// reaches into another feature; shared code never reaches up. These rules keep the picture true.
const features = readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
const upward = (what) => ({ group: what, message: 'Imports flow routes → features → shared; move the shared part down.' })

export default tseslint.config(
  { ignores: ['dist', 'styled-system', 'node_modules', 'src/routeTree.gen.ts', 'dev-dist', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/components/**', 'src/lib/**', 'src/db/**', 'src/theme/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [upward(['~/features/*', '~/routes/*', '**/features/*', '**/routes/*'])] }],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            upward(['~/routes/*', '**/routes/*']),
            {
              group: features.filter((other) => other !== feature).flatMap((other) => [`~/features/${other}/*`, `**/features/${other}/*`]),
              message: 'A feature does not import another feature; compose them in a route, or move the shared part to src/lib.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['sw/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
)
