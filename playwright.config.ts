import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { PADDLE_API_URL, PADDLE_APP_PORT, paddleAppEnv } from "./tests/e2e/paddle-env";

const APP_PORT = Number(process.env.E2E_PORT ?? 4173);
const OIDC_PORT = Number(process.env.OIDC_PORT ?? 4174);
export const E2E_DATA_DIR = ".tmp/e2e";
const E2E_PADDLE_DATA_DIR = ".tmp/e2e-paddle";
const baseURL = `http://127.0.0.1:${APP_PORT}`;

/**
 * Debian's headless shell (package chromium-headless-shell) when it is installed: the suite is
 * CPU-bound, and the shell draws no browser window, so the same tests take a fifth less time
 * (decision 040). Otherwise the full Chromium, as before. E2E_CHROMIUM names another binary.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const browserPath = process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : (process.env.CHROME_PATH ?? "/usr/bin/chromium"));

/** The app on its embedded database in `dataDir`, started afresh for each run. */
function appServer(port: number, dataDir: string, env: Record<string, string>) {
  const url = `http://127.0.0.1:${port}`;
  return {
    command: `rm -rf ${dataDir} && node --import tsx src/server/main.ts`,
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      BETTER_AUTH_SECRET: "e2e-secret-that-is-at-least-32-characters",
      // Every browser test signs up from 127.0.0.1; the limiter itself is covered by the API tests.
      AUTH_RATE_LIMIT_PER_IP: "1000",
      SMTP_URL: "",
      ...env,
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: [["list"]],
  use: {
    baseURL,
    // The suite is CPU-bound on two cores; recording a trace of every test cost a fifth of its time.
    // E2E_TRACE=1 records them again (kept for failures only).
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    // No animations: nothing is scanned or clicked half-way through a fade, and no frames are drawn
    // for spinners nobody watches (styles.css honours the setting for users too).
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: browserPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  // One shared app server for every spec (and the same app in Paddle mode for paddle.spec.ts); the
  // OpenID provider and the Paddle API stand-in start first so the apps find them.
  webServer: [
    {
      command: `node --import tsx tests/e2e/oidc-provider.ts`,
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      env: { OIDC_PORT: String(OIDC_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node --import tsx tests/e2e/paddle-api.ts`,
      // The stand-in answers 403 without an API key, which tells Playwright it is up.
      url: `${PADDLE_API_URL}/customers`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    appServer(APP_PORT, E2E_DATA_DIR, {
      ADMIN_EMAIL: "admin@example.com",
      GOOGLE_CLIENT_ID: "listcraft-e2e",
      GOOGLE_CLIENT_SECRET: "listcraft-e2e-secret",
      GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      TEST_FIXTURES: "true",
    }),
    appServer(PADDLE_APP_PORT, E2E_PADDLE_DATA_DIR, paddleAppEnv),
  ],
});
