// The Paddle-mode app of the browser tests: its port, the local stand-in for Paddle's API, and the
// secrets both sides share. Paddle.js itself is served to the browser by tests/e2e/fake-paddle-js.ts.
export const PADDLE_APP_PORT = Number(process.env.E2E_PADDLE_PORT ?? 4175);
export const PADDLE_API_PORT = Number(process.env.E2E_PADDLE_API_PORT ?? 4176);
export const PADDLE_APP_URL = `http://127.0.0.1:${PADDLE_APP_PORT}`;
export const PADDLE_API_URL = `http://127.0.0.1:${PADDLE_API_PORT}`;
export const PADDLE_API_KEY = "pdl_sdbx_apikey_e2e_0123456789";
export const PADDLE_WEBHOOK_SECRET = "pdl_ntfset_e2e_secret_0123456789";
export const PADDLE_CLIENT_TOKEN = "test_e2e_client_token";
export const PADDLE_PRICES = {
  creatorMonthly: "pri_e2e_creator_monthly",
  creatorAnnual: "pri_e2e_creator_annual",
  proMonthly: "pri_e2e_pro_monthly",
  proAnnual: "pri_e2e_pro_annual",
} as const;

/** The app's environment in Paddle mode. */
export const paddleAppEnv = {
  PADDLE_CLIENT_TOKEN,
  PADDLE_ENV: "sandbox",
  PADDLE_API_KEY,
  PADDLE_API_URL,
  PADDLE_WEBHOOK_SECRET,
  PADDLE_PRICE_CREATOR_MONTHLY: PADDLE_PRICES.creatorMonthly,
  PADDLE_PRICE_CREATOR_ANNUAL: PADDLE_PRICES.creatorAnnual,
  PADDLE_PRICE_PRO_MONTHLY: PADDLE_PRICES.proMonthly,
  PADDLE_PRICE_PRO_ANNUAL: PADDLE_PRICES.proAnnual,
};
