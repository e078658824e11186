/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Two builds: the browser's bundle (dist/) and, with `--ssr`, the server's renderer of public pages
 * (src/serverRender.tsx → dist-server/, read by server/plugins/pageRender.ts). The renderer bundles its
 * dependencies (antd's ES modules and CSS imports do not load in Node as they are published).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // Pre-compressed copies that the server sends as they are (@fastify/static preCompressed).
    ...(isSsrBuild ? [] : [compression({ algorithms: [defineAlgorithm('gzip'), defineAlgorithm('brotliCompress')], threshold: 1024 })]),
  ],
  resolve: {
    alias: {
      '@contract': here('./contract'),
      '@locales': here('./locales'),
    },
  },
  server: { proxy: { '/atsteel': 'http://localhost:8080' } },
  build: isSsrBuild
    ? { target: 'node20', sourcemap: false, outDir: 'dist-server', copyPublicDir: false, rollupOptions: { input: 'src/serverRender.tsx' } }
    : { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1500 },
  ssr: { noExternal: true },
  // The renderer runs React's production build unless built with NODE_ENV=development (to read hydration errors).
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV === 'development' ? 'development' : 'production') } } : {}),
  test: {
    server: { deps: { inline: [/@refinedev\//] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['contract/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/test/setup.ts'],
          // Page tests mount lazily loaded screens: on a busy 2-core machine one can take more than vitest's 5 s.
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.test.ts', 'tests/matrix/**/*.test.ts', 'tests/fuzz/**/*.test.ts', 'tests/resilience/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/postgres.global.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
}));
