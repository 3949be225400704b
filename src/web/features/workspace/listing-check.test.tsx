import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ApiProduct } from "../../../core/api-types";
import { someFacts } from "../../../core/listing/check/check-fixtures";
import { renderRoutes, seededQueryClient } from "../../../../tests/support/web/render";
import { ProductPage } from "../../routes/product";
import { productKeys } from "../../api/products";
import { subscriptionKey } from "../../api/subscription";
import { buildSubscription } from "../../../../tests/support/web/build-subscription";
import { buildProduct } from "../../../../tests/support/web/build-product";

function renderProduct(product: ApiProduct) {
  const client = seededQueryClient([
    [productKeys.detail(product.id), product],
    [subscriptionKey, buildSubscription({ tier: "creator" })],
  ]);
  renderRoutes([{ path: "/product/:id", element: <ProductPage /> }], `/product/${product.id}`, client);
}

const checked = buildProduct({
  facts: someFacts({
    durations: ["6 weeks"],
    negations: [{ label: "no frame included", forbidden: ["framed"] }],
    corrections: [{ from: "Jounral", to: "Journal" }],
  }),
  listingCheck: {
    passed: false,
    findings: [
      { check: "facts-covered", outcome: "review", message: "The description mentions 6 weeks; no field says so." },
      { check: "fragments", outcome: "repaired", field: "features", message: "Dropped “Light themes” from Features: it has fewer than three words." },
      { check: "tags", outcome: "passed", message: "The tags meet Etsy's rules." },
      { check: "markup", outcome: "passed", message: "No leftover HTML or entities." },
    ],
  },
});

describe("the listing check on the product page", () => {
  it("lists what to look at, what was repaired and what passed, each under its own heading", async () => {
    renderProduct(checked);
    const panel = screen.getByRole("region", { name: "Listing check" });
    expect(within(panel).getByText("1 thing to look at, 1 repaired, 2 passed.")).toBeInTheDocument();
    const look = within(panel).getByRole("heading", { level: 3, name: "To look at" });
    expect(look).toBeInTheDocument();
    expect(within(panel).getByRole("heading", { level: 3, name: "Repaired for you" })).toBeInTheDocument();
    const lists = within(panel).getAllByRole("list");
    expect(within(lists[0] as HTMLElement).getByText("The description mentions 6 weeks; no field says so.")).toBeInTheDocument();
    expect(within(lists[1] as HTMLElement).getByText(/Dropped “Light themes”/)).toBeInTheDocument();
    await userEvent.click(within(panel).getByText("Passed (2)"));
    expect(within(panel).getByText("The tags meet Etsy's rules.")).toBeVisible();
  });

  it("shows the facts the listing was written from in a disclosure", async () => {
    renderProduct(checked);
    const summary = screen.getByText("Facts we wrote from");
    expect(summary.closest("details")).not.toHaveAttribute("open");
    await userEvent.click(summary);
    const facts = summary.closest("details") as HTMLElement;
    expect(within(facts).getByText("Durations")).toBeInTheDocument();
    expect(within(facts).getByText("6 weeks")).toBeVisible();
    expect(within(facts).getByText("no frame included")).toBeInTheDocument();
    expect(within(facts).getByText("Jounral → Journal")).toBeInTheDocument();
    expect(within(facts).getByText("GoodNotes, iPad")).toBeInTheDocument();
  });

  it("says so when every check passed, and shows nothing before a check was stored", () => {
    renderProduct(buildProduct({ id: "p-passed", listingCheck: { passed: true, findings: [{ check: "tags", outcome: "passed", message: "Fine." }] } }));
    expect(screen.getByText("Every check passed.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "To look at" })).not.toBeInTheDocument();
  });

  it("is absent for a listing stored before the check existed", () => {
    renderProduct(buildProduct({ id: "p-old" }));
    expect(screen.queryByRole("region", { name: "Listing check" })).not.toBeInTheDocument();
  });
});
