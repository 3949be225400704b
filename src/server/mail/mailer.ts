import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import type { Logger } from "../runtime/logger";
import { linksIn, readableCopy } from "./local-mailbox";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when a URL is configured; otherwise each message becomes an .eml file under `mailDir`. With
 * `mailbox` (local-mailbox.ts) a readable copy goes beside it and the log line carries its links.
 */
export function createMailer(options: { smtpUrl?: string; from: string; mailDir: string; logger: Logger; mailbox?: boolean }): Mailer {
  const { smtpUrl, from, mailDir, logger, mailbox = false } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        logger.info("mail sent", { to: message.to, subject: message.subject, messageId: info.messageId });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(mailDir, { recursive: true });
      const sentAt = new Date();
      const base = path.join(mailDir, `${sentAt.toISOString().replace(/[:.]/g, "-")}-${randomUUID()}`);
      const file = `${base}.eml`;
      await writeFile(file, info.message as Buffer);
      if (!mailbox) return logger.info("mail written to file", { to: message.to, subject: message.subject, file });
      await writeFile(`${base}.json`, readableCopy(message, sentAt));
      const links = linksIn(message.text);
      logger.info(`mail to ${message.to}: "${message.subject}" ${links.join(" ")}`.trim(), { to: message.to, subject: message.subject, file, links });
    },
  };
}
