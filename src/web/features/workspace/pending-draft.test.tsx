import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoutes, seededQueryClient } from "../../../../tests/support/web/render";
import { ProductPage } from "../../routes/product";
import { productKeys } from "../../api/products";
import { FakeEventSource, useFakeEventSource } from "../../../../tests/support/web/fake-event-source";
import { subscriptionKey } from "../../api/subscription";
import { buildSubscription } from "../../../../tests/support/web/build-subscription";
import { buildProduct } from "../../../../tests/support/web/build-product";

useFakeEventSource();
afterEach(() => vi.restoreAllMocks());

const pending = buildProduct({
  status: "pending",
  title: "Weekly Notion planner",
  features: [],
  benefits: [],
  keywords: [],
  draft: { title: "Weekly Habit Planner for Notion" },
});

function renderPending() {
  const client = seededQueryClient([
    [productKeys.detail(pending.id), pending],
    [subscriptionKey, buildSubscription({ tier: "creator", productCount: 1, slotsUsed: 1 })],
  ]);
  renderRoutes([{ path: "/product/:id", element: <ProductPage /> }], `/product/${pending.id}`, client);
}

const written = () => screen.getByRole("region", { name: "Written so far" });

describe("a pending product's page with a streaming model", () => {
  it("shows the draft it was loaded with and each section as it arrives, then reads the finished product", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(Response.json({ product: buildProduct({ id: pending.id, title: "Weekly Habit Planner for Notion" }) }));
    renderPending();
    expect(screen.getByRole("status")).toHaveTextContent("Your listing is being generated.");
    expect(within(written()).getByText("Weekly Habit Planner for Notion")).toBeInTheDocument();
    const source = FakeEventSource.latest();
    expect(source.url).toBe(`/api/products/${pending.id}/events`);

    source.emit({ key: "benefits", value: ["Stay consistent with your habits", "See your week at a glance"] }, "section");
    expect(
      within(written())
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Stay consistent with your habits", "See your week at a glance"]);
    expect(document.querySelector('[aria-live="polite"]:not([role])')).toHaveTextContent("Benefits ready");

    source.emit({ id: pending.id, status: "complete", progress: 100, step: 3, message: "Complete!" });
    expect(await screen.findByRole("heading", { level: 1, name: "Weekly Habit Planner for Notion" })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalled();
    expect(screen.queryByRole("region", { name: "Written so far" })).not.toBeInTheDocument();
    expect(source.closed).toBe(true);
  });
});
