import { eq } from "drizzle-orm";
import { recordEvent } from "../analytics/record-event";
import type { AccountHooks } from "../auth/auth";
import { currentSignUpAttempt } from "../auth/sign-up-attempt";
import type { Db } from "../db/client";
import { user as userTable } from "../db/schema";
import type { Logger } from "../runtime/logger";
import type { SendAccountMail } from "../mail/account-mailer";
import { resetPasswordMail, signUpAttemptMail } from "../mail/templates";
import { ensureSubscription } from "../plan/ensure-subscription";
import { dropConfirmations } from "./confirmation-token";
import { createResetLink, dropResetLinks } from "./reset-link";
import { sendConfirmation } from "./send-confirmation";

/** What an account gets at Better Auth's moments (auth/auth.ts calls these; services.ts wires them). */
export function accountAuthHooks(deps: { db: Db; send: SendAccountMail; appUrl: string; logger: Logger }): AccountHooks {
  const { db, send, appUrl, logger } = deps;
  const mail = { db, send, appUrl };
  return {
    // An unconfirmed address gets this attempt's own link, which sets the password it chose
    // (someone pre-registered it, or its owner signs up again); a confirmed one only a notice (057).
    onExistingUserSignUp: async (user) => {
      if (user.emailVerified) {
        await send(signUpAttemptMail(user.email, await createResetLink(db, appUrl, user.id)));
        return;
      }
      const attempt = currentSignUpAttempt();
      await sendConfirmation(mail, { userId: user.id, email: user.email, purpose: "verify", next: attempt?.next, attempt });
    },
    // Within a sign-up the link binds that sign-up's password; a resend's link does not (decision 057).
    sendVerificationEmail: (user, next) =>
      sendConfirmation(mail, { userId: user.id, email: user.email, purpose: "verify", next, attempt: currentSignUpAttempt() }),
    sendResetPassword: async (email, url) => {
      await send(resetPasswordMail(email, url));
    },
    // The link came to the account's address: it proves the mailbox, like a confirmation does
    // (the password is replaced and every session revoked). Other reset links die with it.
    onPasswordReset: async (userId) => {
      await dropResetLinks(db, userId);
      await dropConfirmations(db, userId, "verify");
      await db.update(userTable).set({ emailVerified: true }).where(eq(userTable.id, userId));
    },
    // Every account starts on the free plan; the row is also created lazily if this ever fails.
    onUserCreated: async (userId) => {
      await ensureSubscription(db, userId);
      await recordEvent(db, { eventId: `sign_up:${userId}`, name: "sign_up", userId, origin: "server" }).catch((error: unknown) =>
        logger.warn("analytics sign_up not recorded", { error: String(error) }),
      );
    },
    // Every new session is a sign-in; analytics never stands between a person and their session.
    onSessionCreated: async (session) => {
      await recordEvent(db, { eventId: `sign_in:${session.id}`, name: "sign_in", userId: session.userId, origin: "server" }).catch((error: unknown) =>
        logger.warn("analytics sign_in not recorded", { error: String(error) }),
      );
    },
  };
}
