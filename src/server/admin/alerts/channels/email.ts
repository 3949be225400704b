import { ChannelNotConfigured, type ChannelSender } from "./types";

/** E-mail through the app's mailer, to ALERT_EMAIL or else the administrator. */
export const sendEmailAlert: ChannelSender = async (message, { config, mailer, timeoutMs }) => {
  const to = config.ALERT_EMAIL ?? config.ADMIN_EMAIL;
  if (!to) throw new ChannelNotConfigured("email", "ALERT_EMAIL or ADMIN_EMAIL");
  const lines = [message.message, ""];
  if (message.value !== null) lines.push(`Value: ${message.value} (threshold ${message.threshold})`);
  lines.push(`Rule: ${message.ruleId}`, `At: ${message.at.toISOString()}`, "", `${config.appUrl}/admin`);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the mail server within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([mailer.send({ to, subject: `[Listcraft alert] ${message.title}`, text: lines.join("\n") }), deadline]);
  } finally {
    clearTimeout(timer);
  }
};
