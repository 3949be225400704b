import { screen, within } from "@testing-library/react";
import { Outlet } from "react-router";
import { Toaster } from "sonner";
import type { ApiSubscription, MeResponse, PublicConfig, TrialOfferResponse } from "../../../src/core/api-types";
import type { Tier } from "../../../src/core/plans";
import { PricingPage } from "../../../src/web/routes/pricing";
import { buildMe, meSeed, renderRoutes, seededQueryClient } from "./render";
import { buildSubscription } from "./build-subscription";
import { UsagePill } from "../../../src/web/features/billing/subscription/usage-pill";
import { subscriptionKey } from "../../../src/web/api/subscription";
import { billingKeys } from "../../../src/web/api/billing";

export type PaymentsMode = PublicConfig["payments"]["mode"];

export const buildConfig = (mode: PaymentsMode): PublicConfig => ({
  googleEnabled: false,
  supportEmail: "help@listcraft.test",
  payments: { mode, clientToken: mode === "paddle" ? "test_token" : null, environment: "sandbox" },
  analytics: null,
});

interface Visit {
  me?: MeResponse | null;
  /** null: the plan is not cached, so the page asks the (mocked) server for it. */
  tier?: Tier | null;
  /** Overrides for the seeded plan, e.g. an admin-granted tier without a Paddle subscription. */
  subscription?: Partial<ApiSubscription>;
  mode?: PaymentsMode;
  /** What GET /api/billing/trial answers a signed-in viewer; by default no trial (a returning customer, or trials off). */
  trial?: TrialOfferResponse;
  /** TRIAL_DAYS as /api/config tells a visitor. */
  trialDays?: number;
}

/**
 * Test helper: the pricing page for a visitor or a user on `tier`, with stand-ins for the pages it
 * leads to. A signed-in user also gets the header's usage pill, which reads the same cached plan.
 */
export function visitPricing(
  path: string,
  { me = buildMe(), tier = "free", subscription, mode = "simulated", trial = { available: false, days: 7 }, trialDays }: Visit = {},
) {
  const seed: Array<[readonly unknown[], unknown]> = [meSeed(me), [["config"], { ...buildConfig(mode), trialDays }]];
  if (me && tier) seed.push([subscriptionKey, buildSubscription({ tier, ...subscription })]);
  if (me) seed.push([billingKeys.trial, trial]);
  const stub = (path: string) => ({ path, element: <p>{`Page ${path}`}</p> });
  const layout = (
    <>
      {me ? (
        <header>
          <UsagePill />
        </header>
      ) : null}
      <Outlet />
      <Toaster />
    </>
  );
  const routes = [
    {
      element: layout,
      children: [{ path: "/pricing", element: <PricingPage /> }, stub("/success"), stub("/checkout/simulated"), stub("/checkout/simulated/portal")],
    },
  ];
  return renderRoutes(routes, path, seededQueryClient(seed));
}

/** A plan card, named by its title. */
export const card = (name: string) => screen.getByRole("article", { name });
/** A card's main button ('Start Today', 'Manage Subscription', ...); a subscriber's card may add a period switch below it. */
export const actionOf = (name: string) => {
  const [main] = within(card(name)).getAllByRole("button");
  if (!main) throw new Error(`the ${name} card has no button`);
  return main;
};
/** The header's usage pill, e.g. "Creator 0/10". */
export const usagePill = () => within(screen.getByRole("banner")).getByRole("link");
