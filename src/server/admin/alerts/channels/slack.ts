import { postJson } from "./post-json";
import { type AlertMessage, ChannelNotConfigured, type ChannelSender } from "./types";

/** Slack reads &, < and > in message text as markup; these three are all it asks to escape. */
const escapeSlack = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** An incoming-webhook message: `text` is the notification fallback, `blocks` the message shown (Block Kit). */
export function slackPayload(message: AlertMessage) {
  const details = [`*Rule:* ${escapeSlack(message.ruleId)}`];
  if (message.value !== null) details.push(`*Value:* ${message.value} (threshold ${message.threshold})`);
  return {
    text: escapeSlack(`${message.title}: ${message.message}`).slice(0, 3000),
    blocks: [
      // Slack caps a header at 150 characters and a section's text at 3000.
      { type: "header", text: { type: "plain_text", text: message.title.slice(0, 150) } },
      { type: "section", text: { type: "mrkdwn", text: escapeSlack(message.message).slice(0, 3000) } },
      { type: "context", elements: [{ type: "mrkdwn", text: `${details.join(" · ")} · ${message.at.toISOString()}` }] },
    ],
  };
}

export const sendSlackAlert: ChannelSender = async (message, { config, timeoutMs }) => {
  if (!config.SLACK_WEBHOOK_URL) throw new ChannelNotConfigured("slack", "SLACK_WEBHOOK_URL");
  await postJson(config.SLACK_WEBHOOK_URL, JSON.stringify(slackPayload(message)), {}, timeoutMs);
};
