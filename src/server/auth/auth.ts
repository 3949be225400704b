import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { authSchema } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import { resetPasswordMail, verifyEmailMail } from "../mail/templates";
import { ensureSubscription } from "../subscriptions/ensure-subscription";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../core/password";
import { hashPassword, verifyPassword } from "./password-hash";
import { checkPasswordStrength, weakPasswordMessage } from "./password-strength";
import { assertSignUpProfileFields } from "./profile-fields";

/** Paths whose body carries a new password, and the field that holds it. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

export function createAuth(options: { config: Config; db: Db; mailer: Mailer; secret: string }) {
  const { config, db, mailer, secret } = options;
  return betterAuth({
    appName: "Listcraft",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [config.appUrl],
    // Profile fields change only through PATCH /api/profile and its rules; accounts are deleted only
    // through POST /api/account/delete, which checks the password on the server (decision 017).
    disabledPaths: ["/update-user", "/delete-user", "/delete-user/callback"],
    database: drizzleAdapter(db, { provider: "pg", schema: authSchema }),
    // Our own limiter (rate-limit.ts) keeps per-IP and per-account counters in the database.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.appUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: config.TRUST_PROXY ? { ipAddressHeaders: ["x-forwarded-for"] } : { ipAddressHeaders: [] },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => mailer.send(resetPasswordMail(user.email, url)),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => mailer.send(verifyEmailMail(user.email, url)),
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
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
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
