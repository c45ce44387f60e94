import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// The baseline's own config: the same React plugin as the app, nothing else. The bench sets outDir.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
})
