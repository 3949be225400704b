import { screen, within } from "@testing-library/react";
import { Outlet } from "react-router";
import { toast, Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiProduct, ApiSubscription } from "../../../core/api-types";
import { renderRoutes, seededQueryClient } from "../../testing/render";
import { ProductPage } from "../../routes/product";
import { productKeys } from "../products/api";
import { subscriptionKey } from "../subscription/use-subscription";
import { buildProduct } from "./build-product";
import { buildSubscription } from "./build-subscription";
import { LOCKED_TEXTS } from "./locked-section";

afterEach(() => {
  vi.restoreAllMocks();
  // Sonner keeps its toasts in module state; without this one test's toast shows in the next.
  toast.dismiss();
});

const FREE = buildSubscription({ tier: "free", maxProducts: 1, productCount: 1, slotsUsed: 1, hasPaidSubscription: false });
const freeView = (overrides: Partial<ApiProduct> = {}) => buildProduct({ keywords: null, useCases: null, ...overrides });

function renderProduct(product: ApiProduct, subscription: ApiSubscription) {
  const layout = (
    <>
      <Outlet />
      <Toaster />
    </>
  );
  const client = seededQueryClient([[productKeys.detail(product.id), product], [subscriptionKey, subscription]]);
  renderRoutes([{ element: layout, children: [{ path: "/product/:id", element: <ProductPage /> }] }], `/product/${product.id}`, client);
}

const section = (name: string) => screen.getByRole("region", { name });

describe("plan entitlements on the product page", () => {
  it("shows a free viewer Keywords and Use Cases locked, with a way to the plans and nothing to copy", () => {
    renderProduct(freeView(), FREE);

    for (const [name, text] of [
      ["Keywords", LOCKED_TEXTS.keywords],
      ["Use Cases", LOCKED_TEXTS.useCases],
    ] as const) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
      expect(within(section(name)).getByText(text)).toBeVisible();
      expect(within(section(name)).getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute("href", "/pricing");
      expect(screen.queryByRole("button", { name: `Copy ${name}` })).not.toBeInTheDocument();
      expect(within(section(name)).queryByRole("listitem")).not.toBeInTheDocument();
    }
    expect(screen.queryByText(/^#/)).not.toBeInTheDocument();
  });

  it("shows a paid viewer the tags and use cases, each with a copy button", () => {
    renderProduct(buildProduct({ keywords: ["planner", "notion"], useCases: ["Planning a launch week"] }), buildSubscription());

    expect(within(section("Keywords")).getAllByRole("listitem").map((tag) => tag.textContent)).toEqual(["#planner", "#notion"]);
    expect(within(section("Use Cases")).getByRole("listitem")).toHaveTextContent("Planning a launch week");
    expect(screen.getByRole("button", { name: "Copy Keywords" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy Use Cases" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Upgrade Plan" })).not.toBeInTheDocument();
  });

  it("leaves Use Cases out while a paid listing has none yet", () => {
    renderProduct(buildProduct({ useCases: [] }), buildSubscription());
    expect(screen.queryByRole("heading", { name: "Use Cases" })).not.toBeInTheDocument();
  });
});
