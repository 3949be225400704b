import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { toast, Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiSubscription } from "../../core/api-types";
import { ProductPage } from "./product";
import { buildMe, meSeed, renderRoutes, seededQueryClient } from "../../../tests/support/web/render";
import { buildProduct } from "../../../tests/support/web/build-product";
import { LOCKED_TEXTS } from "../features/workspace/locked-section";
import { productKeys } from "../api/products";
import { LatestProductCard } from "../features/dashboard/latest-product-card";
import { subscriptionKey } from "../api/subscription";
import { buildSubscription } from "../../../tests/support/web/build-subscription";
import { RefreshSubscriptionButton } from "../features/billing/subscription/refresh-subscription-button";

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

const product = buildProduct({ keywords: ["planner", "notion"], useCases: ["Planning a launch week"] });
const freeView = { ...product, keywords: null, useCases: null };

/** The product page and the dashboard card, both loaded while the account was on Free, with a refresh button. */
function openAsFree() {
  const client = seededQueryClient([
    meSeed(buildMe()),
    [subscriptionKey, buildSubscription({ tier: "free", productCount: 1 })],
    [productKeys.detail(product.id), freeView],
    [productKeys.latest, freeView],
  ]);
  const layout = (
    <>
      <RefreshSubscriptionButton />
      <LatestProductCard />
      <Outlet />
      <Toaster />
    </>
  );
  renderRoutes([{ element: layout, children: [{ path: "/product/:id", element: <ProductPage /> }] }], `/product/${product.id}`, client);
  return client;
}

/** The server after an upgrade: the plan the refresh returns and the products with everything in. */
function serve(plan: ApiSubscription) {
  return vi.spyOn(globalThis, "fetch").mockImplementation((input) => {
    const path = String(input);
    if (path === "/api/subscription/refresh" || path === "/api/subscription") return Promise.resolve(Response.json(plan));
    if (path === "/api/products/latest" || path === `/api/products/${product.id}`) return Promise.resolve(Response.json({ product }));
    return Promise.resolve(Response.json({ error: { code: "NOT_FOUND", message: "Not found" } }, { status: 404 }));
  });
}

const paths = (spy: ReturnType<typeof serve>) => spy.mock.calls.map(([input]) => String(input)).sort();
const section = (name: string) => screen.getByRole("region", { name });

describe("a new plan in the cache", () => {
  it("re-reads the products when the tier changed, so an open product page and the dashboard card unlock at once", async () => {
    const fetchSpy = serve(buildSubscription({ tier: "creator", productCount: 1 }));
    openAsFree();
    expect(within(section("Keywords")).getByText(LOCKED_TEXTS.keywords)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole("button", { name: "Refresh subscription" }));
    await waitFor(() =>
      expect(
        within(section("Keywords"))
          .getAllByRole("listitem")
          .map((tag) => tag.textContent),
      ).toEqual(["#planner", "#notion"]),
    );
    expect(within(section("Use Cases")).getByRole("listitem")).toHaveTextContent("Planning a launch week");
    const card = section("Your Latest Product");
    expect(within(within(card).getByRole("list", { name: "Keywords" })).getAllByRole("listitem")).toHaveLength(2);
    expect(within(card).queryByRole("link", { name: "Upgrade Plan" })).not.toBeInTheDocument();
    expect(paths(fetchSpy)).toEqual(["/api/products/latest", `/api/products/${product.id}`, "/api/subscription/refresh"].sort());
  });

  it("leaves the products alone when the tier stayed the same", async () => {
    const fetchSpy = serve(buildSubscription({ tier: "free", productCount: 1 }));
    openAsFree();
    await userEvent.setup().click(screen.getByRole("button", { name: "Refresh subscription" }));
    expect(await screen.findByText("Subscription updated!")).toBeInTheDocument();
    expect(paths(fetchSpy)).toEqual(["/api/subscription/refresh"]);
  });

  it("also follows a tier that a plain re-read of the plan brings (a webhook landed meanwhile)", async () => {
    const fetchSpy = serve(buildSubscription({ tier: "pro", productCount: 1 }));
    const client = openAsFree();
    await act(() => client.invalidateQueries({ queryKey: subscriptionKey }));
    await waitFor(() => expect(within(section("Keywords")).getAllByRole("listitem")).toHaveLength(2));
    expect(fetchSpy.mock.calls.map(([input]) => String(input))).toContain(`/api/products/${product.id}`);
  });
});
