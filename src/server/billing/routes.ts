import { Hono } from "hono";
import {
  cancelRequestSchema as cancelRequest,
  checkoutRequestSchema as checkoutRequest,
  endTrialRequestSchema as endTrialRequest,
} from "../../core/api-contract/billing";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import { AppError } from "../http/errors";
import { jsonBody } from "../http/json-body";
import type { BillingDeps } from "./billing-deps";
import { changePlan } from "./change-plan";
import { checkoutDetails } from "./checkout-details";
import { checkoutLink } from "./checkout-link";
import { endSimulatedTrial } from "./end-simulated-trial";
import { listPaddleSubscriptions } from "./list-paddle-subscriptions";
import { paySimulated } from "./pay-simulated";
import { portalLink } from "./portal-link";
import { startSimulatedTrial } from "./start-simulated-trial";
import { trialOffer } from "./trial-offer";

export function billingRoutes(deps: BillingDeps) {
  const { simulated } = deps;
  // Payments off: the past subscriptions still read; buying, switching, the portal and the
  // simulated endpoints answer that payments are not set up (never a free upgrade).
  const refuseWhenOff = async (c: { req: { method: string } }, next: () => Promise<void>) => {
    if (deps.mode === "off" && c.req.method !== "GET") {
      throw new AppError("PAYMENTS_NOT_CONFIGURED", "Payments are not set up on this server yet, so plans cannot be bought or changed here.");
    }
    await next();
  };

  const app = new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .use(requireUser)
    .use(refuseWhenOff)
    .post("/checkout", jsonBody(checkoutRequest), async (c) => c.json(await checkoutDetails(deps, c.get("user"), c.req.valid("json"))))
    .post("/checkout-link", jsonBody(checkoutRequest), async (c) => c.json(await checkoutLink(deps, c.get("user"), c.req.valid("json"))))
    .post("/portal", async (c) => c.json(await portalLink(deps, c.get("user").id)))
    .post("/change-plan", jsonBody(checkoutRequest), async (c) => c.json(await changePlan(deps, c.get("user").id, c.req.valid("json"))))
    .get("/subscriptions", async (c) => c.json(await listPaddleSubscriptions(deps.db, deps.prices, c.get("user").id)))
    .get("/trial", async (c) => c.json(await trialOffer(deps, c.get("user").id)));

  if (!simulated) return app;
  const simulatedDeps = { ...deps, simulated };
  return app
    .post("/simulated/pay", jsonBody(checkoutRequest), async (c) => c.json(await paySimulated(simulatedDeps, c.get("user"), c.req.valid("json"))))
    .post("/simulated/trial", jsonBody(checkoutRequest), async (c) => c.json(await startSimulatedTrial(simulatedDeps, c.get("user"), c.req.valid("json"))))
    .post("/simulated/end-trial", jsonBody(endTrialRequest), async (c) =>
      c.json(await endSimulatedTrial(simulatedDeps, c.get("user").id, c.req.valid("json").outcome)),
    )
    .post("/simulated/cancel", jsonBody(cancelRequest), async (c) => {
      await simulated.cancel(c.get("user").id, c.req.valid("json").subscriptionId);
      return c.json({ ok: true });
    });
}
