import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CreatePage } from "./create";
import { buildMe, meSeed, renderAt, seededQueryClient } from "../../../tests/support/web/render";
import { subscriptionKey } from "../api/subscription";
import { buildSubscription } from "../../../tests/support/web/build-subscription";
import { UsagePill } from "../features/billing/subscription/usage-pill";

function renderHeaderAndCreate(subscription: Parameters<typeof buildSubscription>[0]) {
  renderAt(
    <>
      <header>
        <UsagePill />
      </header>
      <CreatePage />
    </>,
    seededQueryClient([[subscriptionKey, buildSubscription(subscription)], meSeed(buildMe())]),
  );
}

describe("the usage pill and the create page count alike (issue 16)", () => {
  it("a product in progress fills the Free plan in both, and both say it is still being generated", () => {
    renderHeaderAndCreate({ tier: "free", productCount: 0, inProgress: 1 });
    const pill = within(screen.getByRole("banner")).getByRole("link");
    expect(pill).toHaveTextContent("Free 1/1 products used, 1 in progress");
    expect(screen.getByRole("heading", { name: "Product Limit Reached" })).toBeInTheDocument();
    expect(screen.getByText(/1 of them is still being generated/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "dashboard" })).toHaveAttribute("href", "/");
  });

  it("with a slot left, neither says the limit is reached", () => {
    renderHeaderAndCreate({ tier: "creator", productCount: 3, inProgress: 2 });
    expect(within(screen.getByRole("banner")).getByRole("link")).toHaveTextContent("Creator 5/10 products used, 2 in progress");
    expect(screen.queryByRole("heading", { name: "Product Limit Reached" })).not.toBeInTheDocument();
    expect(screen.getByRole("radiogroup", { name: "Choose Category" })).toBeInTheDocument();
  });
});
