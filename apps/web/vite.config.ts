import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The root is the working directory (apps/web under `npm run build -w @portal/web`): the root Vitest
// config extends this file with its own root, so only the output directory is pinned here.
export default defineConfig({
  // Brotli and gzip copies of every text asset, made once at build time: the server sends the one the
  // browser accepts as it is (@fastify/static preCompressed) instead of compressing per request.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Libraries every page needs get stable, named chunks (cached across releases); Ant Design's
        // components stay split by screen so the sign-in page does not load the shell's.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});
