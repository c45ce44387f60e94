import { defineConfig } from '@pandacss/dev'
import { globalCss, theme } from './src/theme'

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.ts', './src/i18n/generated/**'],
  jsxFramework: 'react',
  outdir: 'styled-system',
  theme: { extend: theme },
  globalCss,
  // Recipes are applied through style contexts the extractor cannot follow; ship them whole (they are small).
  staticCss: { recipes: '*' },
  conditions: { extend: { invalid: '&:is([data-invalid], [aria-invalid=true])' } },
})
