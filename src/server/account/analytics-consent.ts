import { eq } from "drizzle-orm";
import type { ConsentState } from "../../core/analytics";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import { AppError } from "../http/errors";

export { analyticsConsentInput } from "../../core/account/inputs";

/** A stored value other than the two answers (hand-edited row) reads as never asked. */
export const toConsentState = (value: string | null | undefined): ConsentState | null => (value === "granted" || value === "denied" ? value : null);

export async function setAnalyticsConsent(db: Db, userId: string, consent: ConsentState): Promise<{ consent: ConsentState }> {
  const [row] = await db
    .update(user)
    .set({ analyticsConsent: consent, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning({ consent: user.analyticsConsent });
  if (!row) throw new AppError("NOT_FOUND", "Account not found");
  return { consent };
}
