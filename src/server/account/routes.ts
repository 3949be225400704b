import { voiceSchema, type Voice } from "../../core/voice";
import { getVoice, updateVoice } from "./voice-settings";
import { Hono, type Context } from "hono";
import type { SessionResponse } from "../../core/api-types";
import type { Auth } from "../auth/auth";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import { readSignUpKey } from "../auth/sign-up-key-cookie";
import type { Db } from "../db/client";
import type { SessionForgetting } from "../auth/session-cache";
import { parseOrThrow } from "../http/errors";
import { jsonBody } from "../http/json-body";
import { cancelEmailChange, changeEmailInput, requestEmailChange, resendEmailChange } from "./change-email";
import { confirmEmail, confirmEmailInput, confirmationTokenInput, describeConfirmation } from "./confirm-email";
import type { AccountMailDeps } from "./send-confirmation";
import { getMe } from "./get-me";
import { analyticsConsentInput, setAnalyticsConsent } from "./analytics-consent";
import { getNotificationSettings, notificationSettingsInput, updateNotificationSettings } from "./notification-settings";
import { getNotificationEmail, notificationEmailInput, removeNotificationEmail, requestNotificationEmail, resendNotificationEmail } from "./notification-email";
import { confirmNotificationEmail, confirmNotificationEmailInput } from "./confirm-notification-email";
import { updateProfile, updateProfileInput } from "./update-profile";

type AccountEnv = { Variables: AuthVariables & { user: SessionUser } };

export function accountRoutes(deps: {
  db: Db;
  auth: Auth;
  adminEmail: string | undefined;
  mail: AccountMailDeps;
  sessions: SessionForgetting;
  secureCookies: boolean;
  /** The sample listing in a voice (generation/voice-preview.ts); app.ts passes it in, as the pipeline sits above account. */
  previewVoice: (voice: Voice) => { title: string; shortDescription: string; features: string[]; cta: string };
}) {
  const { db, auth, adminEmail, mail, sessions, secureCookies, previewVoice } = deps;
  // A link's page is told what the browser holds: its session and a sign-up's key (decision 057).
  const browserOf = (c: Context<AccountEnv>) => ({
    session: c.get("session"),
    signUpKey: readSignUpKey(c, secureCookies),
    headers: c.req.raw.headers,
  });
  // requireUser on each route: a sub-app `use` would also cover the other routers mounted at /api.
  return (
    new Hono<AccountEnv>()
      .get("/session", async (c) => {
        const session = c.get("session");
        const body: SessionResponse = { me: session ? await getMe(db, session.user, adminEmail) : null };
        return c.json(body);
      })
      .get("/me", requireUser, async (c) => c.json(await getMe(db, c.get("user"), adminEmail)))
      .patch("/profile", requireUser, jsonBody(updateProfileInput), async (c) =>
        c.json({ user: await updateProfile(db, c.get("user").id, c.req.valid("json")) }),
      )
      .get("/settings/notifications", requireUser, async (c) => c.json(await getNotificationSettings(db, c.get("user").id)))
      .put("/settings/notifications", requireUser, jsonBody(notificationSettingsInput), async (c) =>
        c.json(await updateNotificationSettings(db, c.get("user").id, c.req.valid("json"))),
      )
      .get("/settings/voice", requireUser, async (c) => c.json({ voice: await getVoice(db, c.get("user").id) }))
      .put("/settings/voice", requireUser, jsonBody(voiceSchema), async (c) => c.json({ voice: await updateVoice(db, c.get("user").id, c.req.valid("json")) }))
      .post("/settings/voice/preview", requireUser, jsonBody(voiceSchema), (c) => c.json({ preview: previewVoice(c.req.valid("json")) }))
      .get("/settings/notification-email", requireUser, async (c) => c.json(await getNotificationEmail(db, c.get("user").id)))
      .put("/settings/notification-email", requireUser, jsonBody(notificationEmailInput), async (c) =>
        c.json(await requestNotificationEmail(mail, c.get("user").id, c.req.valid("json").email)),
      )
      .post("/settings/notification-email/resend", requireUser, async (c) => c.json(await resendNotificationEmail(mail, c.get("user").id)))
      .delete("/settings/notification-email", requireUser, async (c) => c.json(await removeNotificationEmail(db, c.get("user").id)))
      // No session needed: the mailbox owner may be someone else, on another device (confirm-notification-email.ts).
      .post("/account/confirm-notification-email", jsonBody(confirmNotificationEmailInput), async (c) =>
        c.json(await confirmNotificationEmail(db, c.req.valid("json").token)),
      )
      .put("/account/consent", requireUser, jsonBody(analyticsConsentInput), async (c) =>
        c.json(await setAnalyticsConsent(db, c.get("user").id, c.req.valid("json").consent)),
      )
      .post("/account/change-email", requireUser, jsonBody(changeEmailInput), async (c) =>
        c.json(await requestEmailChange(mail, c.get("user").id, c.get("session")?.session.id ?? null, c.req.valid("json"))),
      )
      .post("/account/change-email/resend", requireUser, async (c) => c.json(await resendEmailChange(mail, c.get("user").id)))
      .delete("/account/change-email", requireUser, async (c) => c.json(await cancelEmailChange(db, c.get("user").id)))
      // No session needed: the token is the proof; confirm-email.ts decides what the session adds.
      .get("/account/email-confirmation", async (c) => {
        const token = parseOrThrow(confirmationTokenInput, c.req.query("token"));
        return c.json(await describeConfirmation(db, token, browserOf(c)));
      })
      .post("/account/confirm-email", jsonBody(confirmEmailInput), async (c) => {
        const result = await confirmEmail({ db, auth, sessions }, c.req.valid("json"), browserOf(c));
        for (const cookie of result.cookies) c.header("Set-Cookie", cookie, { append: true });
        return c.json({ user: result.user });
      })
  );
}
