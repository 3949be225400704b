import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiProduct } from "../../../core/api-types";
import { renderAt, seededQueryClient } from "../../../../tests/support/web/render";
import { buildProduct } from "../../../../tests/support/web/build-product";
import { productKeys } from "../../api/products";
import { LatestProductCard } from "./latest-product-card";

afterEach(() => vi.restoreAllMocks());

const renderCard = (product: ApiProduct | null) => renderAt(<LatestProductCard />, seededQueryClient([[productKeys.latest, product]]));

describe("LatestProductCard", () => {
  it("summarises the newest product with at most five keyword tags", () => {
    const product = buildProduct({
      title: "Ocean Print",
      keywords: ["ocean", "print", "blue", "coastal", "decor", "waves"],
      createdAt: "2026-11-22T12:00:00.000Z",
      thumbnailUrl: null,
      images: ["/media/ocean.png"],
    });
    renderCard(product);
    const card = screen.getByRole("region", { name: "Your Latest Product" });

    expect(within(card).getByRole("heading", { name: "Ocean Print" })).toBeInTheDocument();
    expect(within(card).getByText(product.shortDescription ?? "")).toBeInTheDocument();
    const tags = within(card).getByRole("list", { name: "Keywords" });
    expect(
      within(tags)
        .getAllByRole("listitem")
        .map((tag) => tag.textContent),
    ).toEqual(["#ocean", "#print", "#blue", "#coastal", "#decor"]);
    expect(within(card).getByText("11/22/2026")).toBeInTheDocument();
    expect(card.querySelector("img")).toHaveAttribute("src", "/media/ocean.png");
    expect(within(card).getByRole("link", { name: "View Details" })).toHaveAttribute("href", `/product/${product.id}`);
    expect(within(card).queryByRole("link", { name: "Upgrade Plan" })).not.toBeInTheDocument();
  });

  it("shows no tags but a way to the plans when the plan leaves keywords out", () => {
    renderCard(buildProduct({ title: "Ocean Print", keywords: null }));
    const card = screen.getByRole("region", { name: "Your Latest Product" });

    expect(within(card).getByRole("heading", { name: "Ocean Print" })).toBeInTheDocument();
    expect(within(card).queryByRole("list", { name: "Keywords" })).not.toBeInTheDocument();
    expect(within(card).getByText("Keyword tags are included in the Creator and Pro plans.")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute("href", "/pricing");
  });

  it("shows 'No image' when the product has none", () => {
    renderCard(buildProduct({ thumbnailUrl: null, images: [] }));
    expect(screen.getByText("No image")).toBeInTheDocument();
  });

  it("invites a user without products to create one", () => {
    renderCard(null);
    expect(screen.getByRole("link", { name: "Create Product" })).toHaveAttribute("href", "/create");
  });

  it("shows a placeholder while loading", () => {
    vi.spyOn(globalThis, "fetch").mockReturnValue(new Promise(() => {}));
    renderAt(<LatestProductCard />);
    expect(screen.getByRole("status", { name: "Loading your latest product" })).toBeInTheDocument();
  });
});
