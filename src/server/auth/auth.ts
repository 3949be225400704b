import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Logger } from "../runtime/logger";
import { authSchema } from "../db/schema";
import { CLIENT_IP_HEADER } from "../http/client-ip";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../core/password";
import { passwordHasher } from "./password-hash";
import { recordingHasher } from "./sign-up-attempt";
import { evenOutAccountRequest } from "./even-out-timing";
import { checkPasswordStrength, weakPasswordMessage } from "./password-strength";
import { assertSignUpProfileFields } from "./profile-fields";
import type { SessionForgetting } from "./session-cache";

/** Paths whose body carries a new password, and the field that holds it. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

/**
 * What the account feature does at Better Auth's moments: its mails, links, first plan and
 * analytics (account/auth-hooks.ts). services.ts passes them in, since account sits above auth.
 */
export interface AccountHooks {
  onExistingUserSignUp: (user: { id: string; email: string; emailVerified: boolean }) => Promise<void>;
  sendVerificationEmail: (user: { id: string; email: string }, next: string | null) => Promise<void>;
  sendResetPassword: (email: string, url: string) => Promise<void>;
  onPasswordReset: (userId: string) => Promise<void>;
  onUserCreated: (userId: string) => Promise<void>;
  onSessionCreated: (session: { id: string; userId: string }) => Promise<void>;
}

export function createAuth(options: { config: Config; db: Db; secret: string; logger: Logger; sessions: SessionForgetting; account: AccountHooks }) {
  const { config, db, secret, logger, sessions, account } = options;
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
      onExistingUserSignUp: async ({ user }) => account.onExistingUserSignUp(user),
      // Records the hash a sign-up makes, which its link then carries (sign-up-attempt.ts).
      password: recordingHasher(passwordHasher(config.NODE_ENV)),
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => account.sendResetPassword(user.email, url),
      onPasswordReset: async ({ user }) => account.onPasswordReset(user.id),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendVerificationEmail: async ({ user, url }) => account.sendVerificationEmail(user, new URL(url).searchParams.get("callbackURL")),
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
          after: async (user) => account.onUserCreated(user.id),
        },
      },
      session: {
        create: {
          // Every new session is a sign-in (password, Google, or the one right after confirming an address).
          after: async (session) => account.onSessionCreated(session),
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
