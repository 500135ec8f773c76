import { E2E_ADMIN } from './servers';

/**
 * The built API server (npm run build first) as a Playwright web server at `url`, with the e2e
 * admin. The browser suites start theirs with it.
 */
export const apiWebServer = (url: string, env: Record<string, string>) => ({
  command: 'node ../api/dist/main.js',
  url: `${url}/api/health`,
  env: { ...env, PORT: new URL(url).port, ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password },
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});
