import { Hono } from "hono";
import type { SessionResponse } from "../../core/api-types";
import type { Auth } from "../auth/auth";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { parseOrThrow, readJson } from "../http/errors";
import { changeEmail, changeEmailInput } from "./change-email";
import { getMe } from "./get-me";
import { getNotificationSettings, notificationSettingsInput, updateNotificationSettings } from "./notification-settings";
import { updateProfile, updateProfileInput } from "./update-profile";

export function accountRoutes(deps: { db: Db; auth: Auth; adminEmail: string | undefined }) {
  const { db, auth, adminEmail } = deps;
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
    .post("/account/change-email", requireUser, async (c) => {
      const input = parseOrThrow(changeEmailInput, await readJson(c));
      return c.json({ user: await changeEmail(db, auth, c.get("user").id, input) });
    });
}
