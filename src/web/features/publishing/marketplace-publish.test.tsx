import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ApiPublishing } from "../../../core/marketplaces/api-types";
import { renderRoutes } from "../../../../tests/support/web/render";
import { MarketplacePublish } from "./marketplace-publish";

type State = ApiPublishing["marketplaces"][number];

const connection = { marketplace: "etsy" as const, shopId: "5000001", shopName: "FocusShop", needsReconnect: false, connectedAt: "2026-11-28T10:00:00.000Z" };
const preview = {
  title: "Weekly Focus Planner",
  description: "Pages.",
  tags: ["focus planner"],
  price: 1250,
  currency: "USD",
  images: [],
  files: ["planner.pdf"],
};

function show(state: Partial<State>, canPublish = true) {
  const full: State = { marketplace: "etsy", name: "Etsy", connection, problems: [], preview, publication: null, ...state };
  renderRoutes([{ path: "/product/:id", element: <MarketplacePublish productId="p1" state={full} canPublish={canPublish} files={[]} /> }], "/product/p1");
}

describe("a marketplace's part of the publish card", () => {
  it("links each preflight problem to where it is fixed and keeps the button off while one is open", () => {
    show({
      problems: [
        { field: "title", message: "The title is 3 characters over Etsy's 140." },
        { field: "price", message: "Set a price." },
      ],
    });
    expect(screen.getByRole("link", { name: "Edit the title" })).toHaveAttribute("href", "/product/p1?edit=title");
    expect(screen.getByRole("link", { name: "Set the price" })).toHaveAttribute("href", "/product/p1#publish-details");
    expect(screen.getByRole("button", { name: "Publish as draft on Etsy" })).toBeDisabled();
  });

  it("offers the button when ready, names an update once a draft exists, and links to the draft", () => {
    show({
      publication: {
        id: "x",
        marketplace: "etsy",
        status: "draft",
        listingVersion: 2,
        remoteId: "1001",
        remoteUrl: "https://www.etsy.com/listing/1001",
        lastError: null,
        requestedAt: "2026-11-28T10:00:00.000Z",
        publishedAt: "2026-11-28T10:00:01.000Z",
      },
    });
    expect(screen.getByRole("button", { name: "Update the Etsy draft" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Open the draft on Etsy" })).toHaveAttribute("href", "https://www.etsy.com/listing/1001");
  });

  it("shows a free account what the draft would carry and the way to the plans instead of the button", () => {
    show({}, false);
    expect(screen.getByText("Weekly Focus Planner")).toBeInTheDocument();
    expect(screen.getByText("12.50 USD")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Publish as draft/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See the plans" })).toHaveAttribute("href", "/pricing");
  });

  it("asks to connect again when the marketplace refused the connection", () => {
    show({ connection: { ...connection, needsReconnect: true }, publication: null });
    expect(screen.getByRole("link", { name: "Connect Etsy in Settings" })).toHaveAttribute("href", "/settings?marketplace=etsy#marketplaces");
    expect(screen.getByRole("button", { name: "Publish as draft on Etsy" })).toBeDisabled();
  });

  it("says beside Shopify that a digital-downloads app delivers the file", () => {
    show({ marketplace: "shopify", name: "Shopify", connection: { ...connection, marketplace: "shopify" } });
    expect(screen.getByText(/digital-downloads app/)).toBeInTheDocument();
  });
});
