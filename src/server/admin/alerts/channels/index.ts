import type { AlertChannel } from "../../../../core/alerts";
import type { Config } from "../../../config";
import { sendEmailAlert } from "./email";
import { sendSlackAlert } from "./slack";
import type { AlertMessage, ChannelContext, ChannelSender } from "./types";
import { sendWebhookAlert } from "./webhook";

const SENDERS = { email: sendEmailAlert, webhook: sendWebhookAlert, slack: sendSlackAlert } as const satisfies Record<AlertChannel, ChannelSender>;

/** Sends on one channel and says how it went; a failure is a result here, never a throw. */
export async function deliverOn(channel: AlertChannel, message: AlertMessage, context: ChannelContext): Promise<{ ok: boolean; error: string | null }> {
  try {
    await SENDERS[channel](message, context);
    return { ok: true, error: null };
  } catch (error) {
    const text = error instanceof Error ? (error.name === "TimeoutError" ? `no answer within ${context.timeoutMs} ms` : error.message) : String(error);
    return { ok: false, error: text.slice(0, 500) };
  }
}

export function configuredChannels(config: Config): Record<AlertChannel, boolean> {
  return {
    email: Boolean(config.ALERT_EMAIL ?? config.ADMIN_EMAIL),
    webhook: Boolean(config.ALERT_WEBHOOK_URL && config.ALERT_WEBHOOK_SECRET),
    slack: Boolean(config.SLACK_WEBHOOK_URL),
  };
}

export type { AlertMessage, ChannelContext } from "./types";
