import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { APP_PORT, E2E_SERVERS_READY } from "./tests/e2e/server-env";

const baseURL = `http://127.0.0.1:${APP_PORT}`;

/**
 * Debian's headless shell (package chromium-headless-shell) when it is installed: the suite is
 * CPU-bound, and the shell draws no browser window, so the same tests take a fifth less time
 * (decision 068). Otherwise the full Chromium, as before. E2E_CHROMIUM names another binary.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const browserPath = process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : (process.env.CHROME_PATH ?? "/usr/bin/chromium"));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three on two cores: with two, a fifth of the CPU stood idle while tests waited on the app, the
  // browser and each other; a third worker fills it (decision 068).
  workers: 3,
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
        // The software compositor as a thread of the browser process rather than a process of its
        // own: about 5 % less CPU for the same tests (decision 068).
        "--in-process-gpu",
      ],
    },
  },
  // The app for every spec, the same app in Paddle mode for paddle.spec.ts, the OpenID provider and
  // Paddle's API stand-in: one launcher starts them side by side (decision 068).
  webServer: {
    command: "node --import tsx tests/e2e/servers.ts",
    wait: { stdout: new RegExp(E2E_SERVERS_READY) },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
