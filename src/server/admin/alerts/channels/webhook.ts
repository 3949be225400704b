import { ALERT_SIGNATURE_HEADER, signAlertBody } from "../sign-webhook";
import { postJson } from "./post-json";
import { ChannelNotConfigured, type ChannelSender } from "./types";

/** A signed JSON POST to ALERT_WEBHOOK_URL (format: docs/alert-webhook.md). */
export const sendWebhookAlert: ChannelSender = async (message, { config, timeoutMs }) => {
  const url = config.ALERT_WEBHOOK_URL;
  const secret = config.ALERT_WEBHOOK_SECRET;
  if (!url || !secret) throw new ChannelNotConfigured("webhook", "ALERT_WEBHOOK_URL and ALERT_WEBHOOK_SECRET");
  const body = JSON.stringify({
    type: message.test ? "alert.test" : "alert.raised",
    rule: message.ruleId,
    title: message.title,
    message: message.message,
    value: message.value,
    threshold: message.threshold,
    occurredAt: message.at.toISOString(),
  });
  const timestamp = Math.floor(message.at.getTime() / 1000);
  await postJson(url, body, { [ALERT_SIGNATURE_HEADER]: signAlertBody(body, secret, timestamp) }, timeoutMs);
};
