import { Hono } from "hono";
import { accountEmailParam, editSubscriptionInput, mockTransactionInput, setPlanInput } from "../../core/admin/manual-tools";
import { growthQuery } from "../../core/admin/growth";
import { overviewQuery } from "../../core/admin/overview";
import type { AuthVariables, SessionUser } from "../auth/session";
import { parseQueryOrThrow, parseParamOrThrow } from "../http/errors";
import { jsonBody } from "../http/json-body";
import type { AdminDeps } from "./deps";
import { createMockTransaction } from "./overview/create-mock-transaction";
import { editSubscription } from "./overview/edit-subscription";
import { findAccount, subscriptionRow } from "./overview/find-account";
import { readGrowth } from "./overview/read-growth";
import { readOverview } from "./overview/read-overview";
import { setPlan } from "./overview/set-plan";

/** Admin console (issue 14): Overview and Manual Tools. Mounted behind requireAdmin in ./routes.ts. */
export function overviewRoutes(deps: AdminDeps) {
  const emailParam = (value: string | undefined) => parseParamOrThrow(accountEmailParam, "email", value);
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .get("/overview", async (c) => {
      const { days } = parseQueryOrThrow(overviewQuery, c.req.queries());
      return c.json(await readOverview(deps.db, deps.prices, days));
    })
    .get("/growth", async (c) => {
      const { days } = parseQueryOrThrow(growthQuery, c.req.queries());
      return c.json(await readGrowth(deps.db, days));
    })
    .put("/subscription", jsonBody(setPlanInput), async (c) => {
      const { email, tier } = c.req.valid("json");
      return c.json(await setPlan(deps.db, deps.prices, c.get("user"), email, tier));
    })
    .get("/subscriptions/:email", async (c) => {
      const account = await findAccount(deps.db, emailParam(c.req.param("email")));
      return c.json(await subscriptionRow(deps.db, account, deps.prices));
    })
    .patch("/subscriptions/:email", jsonBody(editSubscriptionInput), async (c) => {
      const email = emailParam(c.req.param("email"));
      return c.json(await editSubscription(deps.db, deps.prices, c.get("user"), email, c.req.valid("json")));
    })
    .post("/mock-transactions", jsonBody(mockTransactionInput), async (c) =>
      c.json(await createMockTransaction(deps, c.get("user"), c.req.valid("json")), 201),
    );
}
