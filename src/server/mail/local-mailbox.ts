import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { LocalMail } from "../../core/api-types";
import type { Config } from "../config";
import { isLocalAddress } from "../http/local-address";

/** How many of the newest mails the mailbox lists. */
const MAILBOX_SIZE = 50;

const storedMail = z.object({ to: z.string(), subject: z.string(), sentAt: z.string(), text: z.string() });

/**
 * Mail written to files on an app only this machine can reach: then each mail's links are logged
 * and /dev/mailbox lists them. Never with SMTP (real inboxes) or a public APP_URL, where the links
 * (sign-in and reset tokens) must not reach logs or pages.
 */
export const offersLocalMailbox = (config: Pick<Config, "SMTP_URL" | "appUrl">) => !config.SMTP_URL && isLocalAddress(config.appUrl);

/** Where the file transport writes mail. */
export const mailDirOf = (config: Pick<Config, "DATA_DIR">) => path.join(path.resolve(config.DATA_DIR), "mail");

export const linksIn = (text: string): string[] => [...new Set(text.match(/https?:\/\/[^\s"<>]+/g) ?? [])];

/** The readable copy the file transport writes beside each .eml when the mailbox is offered. */
export const readableCopy = (message: { to: string; subject: string; text: string }, sentAt: Date) =>
  JSON.stringify({ to: message.to, subject: message.subject, sentAt: sentAt.toISOString(), text: message.text } satisfies z.infer<typeof storedMail>);

/** The newest mails first (file names start with the time they were written); unreadable files are skipped. */
export async function readLocalMailbox(mailDir: string): Promise<LocalMail[]> {
  const names = await readdir(mailDir).catch(() => [] as string[]);
  const newest = names
    .filter((name) => name.endsWith(".json"))
    .sort()
    .reverse()
    .slice(0, MAILBOX_SIZE);
  const mails = await Promise.all(
    newest.map(async (name) => {
      const parsed = storedMail.safeParse(await readFile(path.join(mailDir, name), "utf8").then(JSON.parse, () => null));
      return parsed.success ? { id: name.slice(0, -".json".length), ...parsed.data } : null;
    }),
  );
  return mails.filter((mail): mail is LocalMail => mail !== null);
}
