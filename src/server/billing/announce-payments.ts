import type { Config } from "../config";
import { isLocalAddress } from "../http/local-address";
import type { Logger } from "../runtime/logger";

/**
 * Says at boot how this server takes payments. Simulated payments on an address others can reach
 * give every visitor any plan for free: that choice is logged as loudly as the log allows.
 */
export function announcePayments(config: Config, logger: Logger) {
  if (config.payments === "simulated" && !isLocalAddress(config.appUrl)) {
    logger.error(
      `PAYMENTS=simulated on the public address ${config.appUrl}: ANYONE who can reach it can upgrade to any plan without paying. ` +
        "Use this only for a demo; set the PADDLE_* variables (and remove PAYMENTS=simulated) to take real payments.",
    );
  } else if (config.payments === "simulated") {
    logger.warn(
      "payments are simulated: any signed-in user can upgrade through the local test checkout; set PADDLE_CLIENT_TOKEN (and the other PADDLE_* variables) to take real payments",
    );
  } else if (config.payments === "off") {
    logger.warn(
      `payments are off: ${config.appUrl} is not a local address and no Paddle settings are given, so checkout answers PAYMENTS_NOT_CONFIGURED; ` +
        "set the PADDLE_* variables to take payments (or PAYMENTS=simulated for a demo where anyone may upgrade for free)",
    );
  } else if (!config.PADDLE_API_KEY) {
    logger.warn(
      "PADDLE_API_KEY is not set: checkout works through Paddle.js, but Manage Subscription, plan switching, the direct-checkout fallback and payment sync answer 503 until it is",
    );
  }
}
