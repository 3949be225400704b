// Where the browser tests find the servers tests/e2e/servers.ts starts, and the line it prints
// once they all answer.
export const APP_PORT = Number(process.env.E2E_PORT ?? 4173);
export const OIDC_PORT = Number(process.env.OIDC_PORT ?? 4174);
export const E2E_SERVERS_READY = "e2e servers ready";
/** The main app's data directory; its mail/ holds the e-mails the specs read. */
export const E2E_DATA_DIR = ".tmp/e2e";
