import { and, eq, inArray } from "drizzle-orm";
import { ENTITLING_STATUSES } from "../../core/billing";
import type { BillingUrlResponse } from "../../core/api-types";
import { paddleSubscriptions } from "../db/schema";
import { AppError } from "../http/errors";
import type { BillingDeps } from "./billing-deps";
import { paddleCall } from "./paddle-call";
import { withinPaddleBudget } from "./paddle-client";
import { customerOf } from "./paddle-customers";

export async function portalLink(deps: BillingDeps, userId: string): Promise<BillingUrlResponse> {
  if (deps.simulated) return { url: "/checkout/simulated/portal" };
  const row = await customerOf(deps.db, userId);
  if (!row?.customerId && row?.emailVerified === false) {
    throw new AppError("EMAIL_UNCONFIRMED", "Confirm your e-mail address to manage your subscription: open the link we sent you when you signed up.");
  }
  if (!row?.customerId) throw new AppError("NOT_FOUND", "There is no subscription to manage yet.");
  const paddle = deps.paddle;
  if (!paddle) throw new AppError("SERVICE_UNAVAILABLE", "The customer portal needs PADDLE_API_KEY on the server.");
  await withinPaddleBudget(deps.db, userId);
  const active = await deps.db
    .select({ id: paddleSubscriptions.id })
    .from(paddleSubscriptions)
    .where(and(eq(paddleSubscriptions.userId, userId), inArray(paddleSubscriptions.status, [...ENTITLING_STATUSES, "paused"])));
  const customerId = row.customerId;
  const session = await paddleCall(deps.logger, "customerPortalSessions.create", () =>
    paddle.customerPortalSessions.create(
      customerId,
      active.map((s) => s.id),
    ),
  );
  return { url: session.urls.general.overview };
}
