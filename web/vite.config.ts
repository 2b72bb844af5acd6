import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
  // '@/…' is web/src (web/tsconfig.json's paths say the same to the typechecker).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    // The Fastify server (npm run dev -w server) answers /api on port 3000.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json maps each entry and lazy route to its chunk and static imports: bench/bundle.bench.ts reads it.
    manifest: true,
    // web/package.json's "sideEffects" (CSS only) lets the build drop what a feature's door (index.ts)
    // re-exports but an importer does not use, so `@/features/payroll` brings only the parts taken.
  },
});
