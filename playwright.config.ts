import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys (apps/web/e2e) against the built app served by the real server on a throwaway data
 * directory. Drives Debian's Chromium; no browser is ever downloaded.
 */
/** E2E_PORT moves the server (and the simulator, one port up) when another checkout's journeys already use 3100. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
/** The demo's provider simulator on a fixed port, so journeys can inject game events through its control API. */
const SIMULATOR_PORT = PORT + 1;
process.env.E2E_SIMULATOR_URL = `http://127.0.0.1:${SIMULATOR_PORT}`;

export default defineConfig({
  testDir: 'apps/web/e2e',
  workers: 1,
  fullyParallel: false,
  // A forgotten `.only` would quietly skip every other journey; refuse it everywhere, not only in CI.
  forbidOnly: true,
  retries: 0,
  // Safety nets, not assertions: on a shared 2-core machine under load a journey with accessibility scans can
  // take over 30 s without anything being wrong. Nothing waits on these to pass.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: '.ci-pw.json' }]],
  use: {
    baseURL,
    // Without these a navigation or click waits for the whole test's time, and a stuck step fails as "Test timeout"
    // with no word on which step it was.
    navigationTimeout: 60_000,
    actionTimeout: 30_000,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf .e2e-data && DATA_DIR=.e2e-data PORT=${PORT} DEMO_SIMULATOR_PORT=${SIMULATOR_PORT} RATE_LIMITS=false npm start`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
