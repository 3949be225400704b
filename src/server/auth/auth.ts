import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { authSchema } from "../db/schema";
import { eq } from "drizzle-orm";
import { dropConfirmations } from "../account/confirmation-token";
import { createResetLink, dropResetLinks } from "../account/reset-link";
import { sendConfirmation } from "../account/send-confirmation";
import { user as userTable } from "../db/schema";
import type { SendAccountMail } from "../mail/account-mailer";
import { CLIENT_IP_HEADER } from "../http/client-ip";
import { resetPasswordMail, signUpAttemptMail } from "../mail/templates";
import { ensureSubscription } from "../plan/ensure-subscription";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../core/password";
import { passwordHasher } from "./password-hash";
import { currentSignUpAttempt, recordingHasher } from "./sign-up-attempt";
import { evenOutAccountRequest } from "./even-out-timing";
import { checkPasswordStrength, weakPasswordMessage } from "./password-strength";
import { recordEvent } from "../analytics/record-event";
import { assertSignUpProfileFields } from "./profile-fields";
import type { SessionForgetting } from "./session-cache";

/** Paths whose body carries a new password, and the field that holds it. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

export function createAuth(options: { config: Config; db: Db; sendAccountMail: SendAccountMail; secret: string; logger: Logger; sessions: SessionForgetting }) {
  const { config, db, sendAccountMail: send, secret, logger, sessions } = options;
  const mail = { db, send, appUrl: config.appUrl };
  return betterAuth({
    appName: "Listcraft",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [config.appUrl],
    // Profile fields change only through PATCH /api/profile and its rules; accounts are deleted only
    // through POST /api/account/delete, which checks the password on the server (decision 017).
    // The mailed confirmation link leads to our /confirm-email page instead (account/confirm-email.ts):
    // a bare GET that verifies would hand an attacker's pre-registered password and session to the
    // mailbox owner (decision 012).
    disabledPaths: ["/update-user", "/delete-user", "/delete-user/callback", "/verify-email"],
    database: drizzleAdapter(db, { provider: "pg", schema: authSchema }),
    // Our own limiter (rate-limit.ts) keeps per-IP and per-account counters in the database.
    rateLimit: { enabled: false },
    // Through our logger: its console logger printed a failed query with every parameter.
    logger: { level: "error", log: (level, message, ...details) => logger[level](`Better Auth: ${message}`, { details }) },
    // An error it cannot answer (a failed query) is thrown to handleAuthRequest, which logs it as
    // JSON; its router would print it to the console. Refusals (4xx) are answered, not logged.
    onAPIError: { throw: true },
    advanced: {
      useSecureCookies: config.appUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // Sessions record the address our limiter counts (client-ip.ts resolves it under TRUST_PROXY).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Mail callbacks (confirmation, reset, sign-up attempt) finish after the answer, so their work
      // never tells a taken address from a new one; failures are logged by Better Auth.
      backgroundTasks: { handler: (task) => void task },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Sign-up answers alike for new and taken addresses (no session either way, see decision 012);
      // Better Auth then returns a synthetic user for a taken one and calls onExistingUserSignUp.
      autoSignIn: false,
      // An unconfirmed address gets this attempt's own link, which sets the password it chose
      // (someone pre-registered it, or its owner signs up again); a confirmed one only a notice (057).
      onExistingUserSignUp: async ({ user }) => {
        if (user.emailVerified) {
          await send(signUpAttemptMail(user.email, await createResetLink(db, config.appUrl, user.id)));
          return;
        }
        const attempt = currentSignUpAttempt();
        await sendConfirmation(mail, { userId: user.id, email: user.email, purpose: "verify", next: attempt?.next, attempt });
      },
      // Records the hash a sign-up makes, which its link then carries (sign-up-attempt.ts).
      password: recordingHasher(passwordHasher(config.NODE_ENV)),
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => send(resetPasswordMail(user.email, url)),
      // The link came to the account's address: it proves the mailbox, like a confirmation does
      // (the password is replaced and every session revoked). Other reset links die with it.
      onPasswordReset: async ({ user }) => {
        await dropResetLinks(db, user.id);
        await dropConfirmations(db, user.id, "verify");
        await db.update(userTable).set({ emailVerified: true }).where(eq(userTable.id, user.id));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Within a sign-up the link binds that sign-up's password; a resend's link does not (decision 057).
      sendVerificationEmail: async ({ user, url }) =>
        sendConfirmation(mail, {
          userId: user.id,
          email: user.email,
          purpose: "verify",
          next: new URL(url).searchParams.get("callbackURL"),
          attempt: currentSignUpAttempt(),
        }),
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, input: true },
        lastName: { type: "string", required: false, input: true },
        emailNotifications: { type: "boolean", required: false, input: false, defaultValue: true },
        marketingEmails: { type: "boolean", required: false, input: false, defaultValue: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Every account starts on the free plan; the row is also created lazily if this ever fails.
          after: async (user) => {
            await ensureSubscription(db, user.id);
            await recordEvent(db, { eventId: `sign_up:${user.id}`, name: "sign_up", userId: user.id, origin: "server" }).catch((error: unknown) =>
              logger.warn("analytics sign_up not recorded", { error: String(error) }),
            );
          },
        },
      },
      session: {
        create: {
          // Every new session is a sign-in (password, Google, or the one right after confirming an address).
          after: async (session) => {
            // Analytics never stands between a person and their session.
            await recordEvent(db, { eventId: `sign_in:${session.id}`, name: "sign_in", userId: session.userId, origin: "server" }).catch((error: unknown) =>
              logger.warn("analytics sign_in not recorded", { error: String(error) }),
            );
          },
        },
        // Sign-out, revocations and a new password end sessions: at once on this server (decision 034).
        delete: { after: async (session) => sessions.forgetToken(session.token) },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        await evenOutAccountRequest(db, ctx.path, body.email, config.MAIL_PER_ADDRESS_PER_DAY);
        if (ctx.path === "/sign-up/email") assertSignUpProfileFields(body);
        const field = NEW_PASSWORD_FIELD[ctx.path];
        const password = field ? body[field] : undefined;
        if (typeof password === "string" && password.length >= PASSWORD_MIN_LENGTH) {
          const inputs = [body.email, body.firstName, body.lastName, body.name, ctx.context.session?.user.email];
          const verdict = checkPasswordStrength(
            password,
            inputs.filter((v): v is string => typeof v === "string"),
          );
          if (!verdict.ok) {
            throw new APIError("BAD_REQUEST", { code: "WEAK_PASSWORD", message: weakPasswordMessage(verdict) });
          }
        }
        // A new password signs every other device out, whatever the client asked (issue 11).
        if (ctx.path === "/change-password") return { context: { body: { ...body, revokeOtherSessions: true } } };
      }),
    },
    plugins: config.google
      ? [
          genericOAuth({
            config: [
              {
                providerId: "google",
                discoveryUrl: config.google.discoveryUrl,
                clientId: config.google.clientId,
                clientSecret: config.google.clientSecret,
                scopes: ["openid", "email", "profile"],
                prompt: "select_account",
                accessType: "offline",
                pkce: true,
                mapProfileToUser: (profile) => ({
                  firstName: typeof profile.given_name === "string" ? profile.given_name : null,
                  lastName: typeof profile.family_name === "string" ? profile.family_name : null,
                }),
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
