// Where the browser tests find the servers tests/e2e/servers.ts starts, and the line it prints
// once they all answer.
export const APP_PORT = Number(process.env.E2E_PORT ?? 4173);
export const OIDC_PORT = Number(process.env.OIDC_PORT ?? 4174);
export const E2E_SERVERS_READY = "e2e servers ready";
/** The main app's data directory; its mail/ holds the e-mails the specs read. */
export const E2E_DATA_DIR = ".tmp/e2e";

/** The environment of an app the browser tests start on `port` (the suite's, or a spec's own beside stand-ins). */
export function appEnv(port: number, dataDir: string, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    BETTER_AUTH_SECRET: "e2e-secret-that-is-at-least-32-characters",
    // Every browser test signs up from 127.0.0.1; the limiter itself is covered by the API tests.
    AUTH_RATE_LIMIT_PER_IP: "1000",
    SMTP_URL: "",
    ...env,
  };
}
