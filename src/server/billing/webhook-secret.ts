import { createHmac } from "node:crypto";
import type { Config } from "../config";

/** PADDLE_WEBHOOK_SECRET, or for simulated payments a local secret derived from the auth secret. */
export function paddleWebhookSecret(config: Config, authSecret: string): string {
  return config.PADDLE_WEBHOOK_SECRET ?? createHmac("sha256", authSecret).update("listcraft-simulated-paddle-webhooks").digest("hex");
}
