import { Hono } from "hono";
import type { PriceIds } from "../../core/billing";
import type { Db } from "../db/client";
import { billingFixtureRoutes } from "./billing-fixtures";
import { fixtureRoutes } from "./fixture-routes";
import { workflowFixtureRoutes } from "./workflow-fixture-routes";

/** Every browser-test fixture under one group; app.ts mounts it at /api/test only with TEST_FIXTURES=true. */
export function testFixtureRoutes(deps: { db: Db; prices: PriceIds }) {
  return new Hono().route("/", fixtureRoutes(deps)).route("/", billingFixtureRoutes(deps)).route("/", workflowFixtureRoutes(deps));
}
