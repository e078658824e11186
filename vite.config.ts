/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    // Pre-compressed copies that the server sends as they are (@fastify/static preCompressed).
    compression({ algorithms: [defineAlgorithm('gzip'), defineAlgorithm('brotliCompress')], threshold: 1024 }),
  ],
  resolve: {
    alias: {
      '@contract': here('./contract'),
      '@locales': here('./locales'),
    },
  },
  server: { proxy: { '/atsteel': 'http://localhost:8080' } },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1500 },
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
});
