import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'

// Built into web/dist and served by the API server at /; in dev, /api goes to the server on :3000.
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  // Every text asset also as .br and .gz beside it, compressed once at build time at the highest
  // level: the server sends the one the browser accepts (server/plugins/web-app.ts) and never
  // compresses per request.
  plugins: [react(), tailwindcss(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
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
