import { and, eq } from "drizzle-orm";
import type { MeResponse } from "../../core/api-types";
import { isAdminUser } from "../auth/admin";
import type { SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { account, user as users } from "../db/schema";
import { toConsentState } from "./analytics-consent";
import { countCompletedProducts } from "../plan/product-count";
import { pendingEmailOf } from "./confirmation-token";
import { toApiUser } from "./to-api-user";

export async function getMe(db: Db, user: SessionUser, adminEmail: string | undefined): Promise<MeResponse> {
  const [credentials, completedProducts, pendingEmail, consentRows] = await Promise.all([
    db
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.userId, user.id), eq(account.providerId, "credential"))),
    countCompletedProducts(db, user.id),
    pendingEmailOf(db, user.id),
    db.select({ consent: users.analyticsConsent }).from(users).where(eq(users.id, user.id)),
  ]);
  return {
    user: toApiUser(user),
    isAdmin: isAdminUser(user, adminEmail),
    hasPassword: credentials.length > 0,
    completedProducts,
    pendingEmail,
    analyticsConsent: toConsentState(consentRows[0]?.consent),
  };
}
