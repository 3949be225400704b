import { Hono } from "hono";
import type { SessionResponse } from "../../core/api-types";
import type { Auth } from "../auth/auth";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { parseOrThrow, readJson } from "../http/errors";
import { cancelEmailChange, changeEmailInput, requestEmailChange, resendEmailChange } from "./change-email";
import { confirmEmail, confirmEmailInput, confirmationTokenInput, describeConfirmation } from "./confirm-email";
import type { AccountMailDeps } from "./send-confirmation";
import { getMe } from "./get-me";
import { analyticsConsentInput, setAnalyticsConsent } from "./analytics-consent";
import { getNotificationSettings, notificationSettingsInput, updateNotificationSettings } from "./notification-settings";
import { updateProfile, updateProfileInput } from "./update-profile";

export function accountRoutes(deps: { db: Db; auth: Auth; adminEmail: string | undefined; mail: AccountMailDeps }) {
  const { db, auth, adminEmail, mail } = deps;
  // requireUser on each route: a sub-app `use` would also cover the other routers mounted at /api.
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .get("/session", async (c) => {
      const session = c.get("session");
      const body: SessionResponse = { me: session ? await getMe(db, session.user, adminEmail) : null };
      return c.json(body);
    })
    .get("/me", requireUser, async (c) => c.json(await getMe(db, c.get("user"), adminEmail)))
    .patch("/profile", requireUser, async (c) => {
      const input = parseOrThrow(updateProfileInput, await readJson(c));
      return c.json({ user: await updateProfile(db, c.get("user").id, input) });
    })
    .get("/settings/notifications", requireUser, async (c) => c.json(await getNotificationSettings(db, c.get("user").id)))
    .put("/settings/notifications", requireUser, async (c) => {
      const input = parseOrThrow(notificationSettingsInput, await readJson(c));
      return c.json(await updateNotificationSettings(db, c.get("user").id, input));
    })
    .put("/account/consent", requireUser, async (c) => {
      const input = parseOrThrow(analyticsConsentInput, await readJson(c));
      return c.json(await setAnalyticsConsent(db, c.get("user").id, input.consent));
    })
    .post("/account/change-email", requireUser, async (c) => {
      const input = parseOrThrow(changeEmailInput, await readJson(c));
      return c.json(await requestEmailChange(mail, c.get("user").id, input));
    })
    .post("/account/change-email/resend", requireUser, async (c) => c.json(await resendEmailChange(mail, c.get("user").id)))
    .delete("/account/change-email", requireUser, async (c) => c.json(await cancelEmailChange(db, c.get("user").id)))
    // No session needed: the token is the proof; confirm-email.ts decides what the session adds.
    .get("/account/email-confirmation", async (c) => {
      const token = parseOrThrow(confirmationTokenInput, c.req.query("token"));
      return c.json(await describeConfirmation(db, token, c.get("session")));
    })
    .post("/account/confirm-email", async (c) => {
      const input = parseOrThrow(confirmEmailInput, await readJson(c));
      const result = await confirmEmail({ db, auth }, input, c.get("session"), c.req.raw.headers);
      for (const cookie of result.cookies) c.header("Set-Cookie", cookie, { append: true });
      return c.json({ user: result.user });
    });
}
