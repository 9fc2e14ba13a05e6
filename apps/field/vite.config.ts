import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { FACE_MODEL_FILES } from './src/face/model-files.ts';

const modelDir = fileURLToPath(new URL('../../node_modules/@vladmandic/face-api/model/', import.meta.url));

/**
 * The face model files the package ships, copied into the build under models/: the server sends them
 * with the app and the service worker keeps them, so the face check never asks the internet.
 */
function faceModels(): Plugin {
  return {
    name: 'face-models',
    configureServer(server) {
      server.middlewares.use('/field/models/', (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').split('?')[0]!;
        if (!FACE_MODEL_FILES.includes(name)) return next();
        res.end(fs.readFileSync(modelDir + name));
      });
    },
    generateBundle() {
      for (const name of FACE_MODEL_FILES) {
        this.emitFile({
          type: 'asset',
          fileName: `models/${name}`,
          source: fs.readFileSync(modelDir + name),
        });
      }
    },
  };
}

// The field app: its own bundle under /field/, served by the same server as the portal.
export default defineConfig({
  base: '/field/',
  plugins: [
    react(),
    faceModels(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        name: 'Time Clock – Field',
        short_name: 'Time Clock',
        description: 'Clock in and out on the job, with or without signal.',
        start_url: '/field/',
        scope: '/field/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#ffffff',
        theme_color: '#1f4e79',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,json,bin,webmanifest}'],
        // The face recognition model is 6.2 MB: it is kept for offline use like the rest.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      },
    }),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.bin$/] }),
  ],
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // The face check (face-api with its TensorFlow.js) is its own chunk, loaded only when a photo is
    // checked; everything before the clock-in screen stays under the 150 KB (gzipped) budget.
    chunkSizeWarningLimit: 1600,
  },
});
