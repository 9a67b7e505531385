import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// Built into web/dist and served by the API server at /; in dev, /api goes to the server on :3000.
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react(), tailwindcss()],
  // `@/lib/cn.ts` is web/src/lib/cn.ts and `@shared/client.ts` is shared/client.ts from anywhere in
  // the app (as in web/tsconfig.json and vitest.config.ts).
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@shared': fileURLToPath(new URL('../shared', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // bench/web.ts reads the entry's static imports from it to size the initial JavaScript.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
})
