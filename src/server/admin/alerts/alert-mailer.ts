import path from "node:path";
import type { Config } from "../../config";
import type { Logger } from "../../runtime/logger";
import { createMailer, type Mailer } from "../../mail/mailer";

const mailers = new WeakMap<Config, Mailer>();

/**
 * The app's mailer (same SMTP_URL, MAIL_FROM and .eml fallback), used directly rather than
 * through sendAccountMail: that one does not wait (a failure could not be recorded) and its
 * per-address daily cap would let alerts use up the admin's password-reset mail.
 */
export function alertMailer(config: Config, logger: Logger): Mailer {
  let mailer = mailers.get(config);
  if (!mailer) {
    mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, mailDir: path.join(path.resolve(config.DATA_DIR), "mail"), logger });
    mailers.set(config, mailer);
  }
  return mailer;
}
