/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { appInfo } from './scripts/appInfo.mjs';
import { contentSecurityPolicy } from './scripts/csp.mjs';
import { postalData } from './scripts/postal-data.mjs';

const DEMO_ACCOUNTS = [
  ['manager@example.jp', '2 organizations (switcher in the header)'],
  ['solo@example.jp', 'exactly one organization'],
  ['nobody@example.jp', 'no organization (empty-organization page)'],
  ['app-user@example.jp', 'lock-app account for account linking'],
] as const;

const printDemoAccounts = (): Plugin => ({
  name: 'print-demo-accounts',
  configureServer(server) {
    server.httpServer?.once('listening', () => {
      const lines = DEMO_ACCOUNTS.map(([email, what]) => `    ${email.padEnd(22)} ${what}`);
      console.log(['', '  Demo accounts (password Passw0rd):', ...lines, ''].join('\n'));
    });
  },
});

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const port = Number(process.env.PORT ?? 5173);
  const csp = contentSecurityPolicy({ apiOrigin: env.VITE_API_ORIGIN ?? '' });
  return {
    plugins: [react(), appInfo(), printDemoAccounts(), postalData()],
    resolve: {
      // the light Chakra system imports single theme files; the package's index would drag in every recipe
      alias: [
        { find: /^chakra-theme\/(.*)$/, replacement: fileURLToPath(new URL('./node_modules/@chakra-ui/react/dist/esm/theme/$1.js', import.meta.url)) },
      ],
    },
    server: { port, strictPort: true, host: '127.0.0.1' },
    preview: { port, strictPort: true, host: '127.0.0.1', headers: { 'Content-Security-Policy': csp } },
    build: {
      target: 'es2022', sourcemap: false, manifest: true, chunkSizeWarningLimit: 1200,
    },
    test: {
      include: ['test/**/*.test.{ts,tsx}'],
      exclude: ['test/e2e/**', 'node_modules/**'],
      environment: 'node',
      setupFiles: ['test/setup.ts'],
      pool: 'threads',
      // property tests run 1000 cases each; a loaded 2-core CI machine must not turn them into timeouts
      testTimeout: 20_000,
      benchmark: { include: ['test/**/*.bench.ts'] },
    },
  };
});
