import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'
import { readdirSync } from 'node:fs'
import noUiLiteral from './eslint/no-ui-literal.js'
import { TRANSLATED } from './eslint/translated.js'

// Imports flow one way: routes → features → shared (components → db → lib; theme). A feature never
// reaches into another feature; shared code never reaches up. These rules keep the picture true.
const features = readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
const upward = (what) => ({ group: what, message: 'Imports flow routes → features → shared; move the shared part down.' })
// Inside shared, one way too: components → db → lib (theme stands alone). Each layer names what is above it.
const sharedLayers = {
  theme: ['routes', 'features', 'components', 'db', 'lib'],
  components: ['routes', 'features'],
  db: ['routes', 'features', 'components'],
  lib: ['routes', 'features', 'components', 'db'],
  // Words sit beside lib: every layer says them, and they lean on nothing above lib.
  i18n: ['routes', 'features', 'components', 'db'],
}

const layerImports = (above) => upward(above.flatMap((dir) => [`~/${dir}/*`, `**/${dir}/*`]))
const lazyLayerImport = (above) => ({
  selector: `ImportExpression[source.value=/^(~|\\.\\.)\\/(\\.\\.\\/)*(${above.join('|')})\\//]`,
  message: 'Imports flow routes → features → components → db → lib; a lazy import() too. Move the shared part down.',
})
// The data layer holds data and rules; words belong to the screens. It names a message and its values (said()
// in lib/words.ts) and the screen says them (i18n/server-words.ts) in the page's language when it shows them.
const noWords = {
  group: ['~/i18n/*', '**/i18n/*'],
  message: 'src/db says no words: keep them as data (said() in ~/lib/words) for the screen to say.',
}

export default tseslint.config(
  { ignores: ['dist', 'styled-system', 'node_modules', 'src/routeTree.gen.ts', 'src/i18n/generated', 'dev-dist', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycles, lazy import() included: a module that needs its importer is a part that belongs
    // lower down. Type-only imports are erased at build and do not count. Packages are not followed
    // (ignoreExternal), which keeps the rule to about 5 s of the whole lint.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...Object.entries(sharedLayers).map(([layer, above]) => ({
    files: [`src/${layer}/**`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [layerImports(above)] }],
      'no-restricted-syntax': ['error', lazyLayerImport(above)],
    },
  })),
  {
    // Its tests say the words, to check what a person reads.
    files: ['src/db/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [layerImports(sharedLayers.db), noWords] }],
      'no-restricted-syntax': [
        'error',
        lazyLayerImport(sharedLayers.db),
        { selector: 'ImportExpression[source.value=/(^|\\/)i18n\\//]', message: noWords.message },
      ],
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
    // Text a person sees comes from the message catalogues, in every language.
    files: TRANSLATED,
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { elsy: { rules: { 'no-ui-literal': noUiLiteral } } },
    rules: { 'elsy/no-ui-literal': 'error' },
  },
  {
    files: ['sw/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
)
