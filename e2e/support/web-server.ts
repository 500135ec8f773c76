import { SUITE_SERVER_ENV } from './servers';

/**
 * The built API server (npm run build first) as a Playwright web server at `url`, with the e2e
 * admin and the suite's room for signups (SUITE_SERVER_ENV). The browser suites start theirs with it.
 */
export const apiWebServer = (url: string, env: Record<string, string>) => ({
  command: 'node ../api/dist/main.js',
  url: `${url}/api/health`,
  env: { ...SUITE_SERVER_ENV, ...env, PORT: new URL(url).port },
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});
