// Paddle's API for the Paddle-mode app of the browser tests, answered locally (the same stand-in
// the API tests use). Its checkout links lead to the app's own /pay page, as they would with /pay
// set as Paddle's default payment link.
import { startFakePaddle } from "../support/fake-paddle";
import { PADDLE_API_KEY, PADDLE_API_PORT, PADDLE_APP_URL, PADDLE_PRICES } from "./paddle-env";

/** Starts the stand-in on PADDLE_API_PORT; resolves with its URL. */
export async function startPaddleApi(): Promise<string> {
  const fake = await startFakePaddle({
    apiKey: PADDLE_API_KEY,
    port: PADDLE_API_PORT,
    checkoutUrl: `${PADDLE_APP_URL}/pay`,
    prices: [
      { id: PADDLE_PRICES.creatorMonthly, amount: 1400, interval: "month" },
      { id: PADDLE_PRICES.creatorAnnual, amount: 14000, interval: "year" },
      { id: PADDLE_PRICES.proMonthly, amount: 3900, interval: "month" },
      { id: PADDLE_PRICES.proAnnual, amount: 39000, interval: "year" },
    ],
  });
  return fake.url;
}
