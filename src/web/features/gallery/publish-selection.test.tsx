import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProductListResponse } from "../../../core/api-types";
import type { ApiMarketplaces, ApiPublication, ApiPublishSelection } from "../../../core/marketplaces/api-types";
import type { Marketplace } from "../../../core/marketplaces/marketplaces";
import type { Tier } from "../../../core/plans";
import { buildSummary } from "../../../../tests/support/web/build-product";
import { buildSubscription } from "../../../../tests/support/web/build-subscription";
import { renderRoutes, seededQueryClient } from "../../../../tests/support/web/render";
import { serveApi } from "../../../../tests/support/web/workspace";
import { productKeys } from "../../api/products";
import { subscriptionKey } from "../../api/subscription";
import { GalleryPage } from "../../routes/gallery";

afterEach(() => vi.restoreAllMocks());

const ready = buildSummary({ title: "Focus Planner" });
const unpriced = buildSummary({ title: "Ocean Print" });
const connection = (marketplace: Marketplace) => ({
  marketplace,
  shopId: "1",
  shopName: "My shop",
  needsReconnect: false,
  connectedAt: "2026-11-01T00:00:00.000Z",
});
const MARKETPLACES: ApiMarketplaces = {
  marketplaces: [
    { marketplace: "etsy", name: "Etsy", connection: connection("etsy") },
    { marketplace: "shopify", name: "Shopify", connection: connection("shopify") },
    { marketplace: "gumroad", name: "Gumroad", connection: null },
  ],
  notices: [],
};
const publication = (productId: string): ApiPublication => ({
  id: `pub-${productId}`,
  marketplace: "shopify",
  status: "queued",
  listingVersion: 1,
  remoteId: null,
  remoteUrl: null,
  lastError: null,
  requestedAt: "2026-11-28T10:00:00.000Z",
  publishedAt: null,
});

function openGallery({ offered = ["etsy", "shopify", "gumroad"] as Marketplace[], tier = "pro" as Tier } = {}) {
  const page: ProductListResponse = { items: [ready, unpriced], nextCursor: null };
  const client = seededQueryClient([
    [productKeys.list(""), { pages: [page], pageParams: [null] }],
    [subscriptionKey, buildSubscription({ tier })],
    [["config"], { marketplaces: offered }],
  ]);
  renderRoutes(
    [
      { path: "/gallery", element: <GalleryPage /> },
      { path: "/product/:id", element: <p>Product page</p> },
    ],
    "/gallery",
    client,
  );
  return userEvent.setup();
}

async function selectBoth(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Select listings" }));
  await user.click(screen.getByRole("checkbox", { name: "Select Focus Planner" }));
  await user.click(screen.getByRole("checkbox", { name: "Select Ocean Print" }));
}

describe("Publishing a gallery selection as drafts (issue 33)", () => {
  it("sends the checked listings to the chosen connected marketplace and names each skipped one with its problems", async () => {
    const answer: ApiPublishSelection = {
      marketplace: "shopify",
      results: [
        { productId: ready.id, title: ready.title, outcome: "queued", publication: publication(ready.id) },
        {
          productId: unpriced.id,
          title: unpriced.title,
          outcome: "skipped",
          reason: "Fix 2 problems before publishing to Shopify.",
          problems: [
            { field: "price", message: "Set a price first." },
            { field: "files", message: "Add the file the buyer receives." },
          ],
        },
      ],
    };
    const seen = serveApi({
      "GET /api/marketplaces": () => Response.json(MARKETPLACES),
      "POST /api/products/publish/shopify": () => Response.json(answer, { status: 202 }),
    });
    const user = openGallery();
    await selectBoth(user);
    await user.click(screen.getByRole("button", { name: "Publish as drafts (2)" }));

    const dialog = await screen.findByRole("dialog", { name: "Publish as drafts" });
    const group = await within(dialog).findByRole("group", { name: "Marketplace" });
    // Only connected marketplaces are offered; the first is chosen.
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(["Etsy", "Shopify"]);
    expect(within(group).getByRole("radio", { name: "Etsy" })).toBeChecked();
    await user.click(within(group).getByRole("radio", { name: "Shopify" }));
    await user.click(within(dialog).getByRole("button", { name: "Publish 2 listings as drafts" }));

    expect(await within(dialog).findByText(/1 listing on the way to Shopify as drafts/)).toBeInTheDocument();
    expect(seen.filter((r) => r.method === "POST")).toEqual([
      { method: "POST", path: "/api/products/publish/shopify", body: { ids: [ready.id, unpriced.id] } },
    ]);
    const skipped = within(dialog).getByRole("list", { name: "Skipped listings" });
    expect(within(skipped).getByRole("link", { name: "Ocean Print" })).toHaveAttribute("href", `/product/${unpriced.id}#publish`);
    expect(within(skipped).getByText("Fix 2 problems before publishing to Shopify.")).toBeInTheDocument();
    expect(within(skipped).getByText("Set a price first.")).toBeInTheDocument();
    expect(within(skipped).getByText("Add the file the buyer receives.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: /Publish .* as drafts/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(screen.getByRole("button", { name: "Publish as drafts (2)" })).toHaveFocus();
  });

  it("says where to connect when no marketplace is connected", async () => {
    const seen = serveApi({
      "GET /api/marketplaces": () => Response.json({ ...MARKETPLACES, marketplaces: MARKETPLACES.marketplaces.map((m) => ({ ...m, connection: null })) }),
    });
    const user = openGallery();
    await selectBoth(user);
    await user.click(screen.getByRole("button", { name: "Publish as drafts (2)" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish as drafts" });
    expect(await within(dialog).findByRole("link", { name: "Connect one in Settings → Marketplaces" })).toHaveAttribute(
      "href",
      "/settings?marketplace=etsy#marketplaces",
    );
    expect(within(dialog).getByRole("button", { name: "Publish 2 listings as drafts" })).toBeDisabled();
    expect(seen.filter((r) => r.method === "POST")).toEqual([]);
  });

  it("shows the server's refusal in words and keeps the selection to try again", async () => {
    serveApi({
      "GET /api/marketplaces": () => Response.json(MARKETPLACES),
      "POST /api/products/publish/etsy": () =>
        Response.json({ error: { code: "CONFLICT", message: "Connect Etsy in Settings → Marketplaces first." }, reason: "not_connected" }, { status: 409 }),
    });
    const user = openGallery();
    await selectBoth(user);
    await user.click(screen.getByRole("button", { name: "Publish as drafts (2)" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish as drafts" });
    await within(dialog).findByRole("group", { name: "Marketplace" });
    await user.click(within(dialog).getByRole("button", { name: "Publish 2 listings as drafts" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Connect Etsy in Settings → Marketplaces first.");
    expect(within(dialog).getByRole("button", { name: "Publish 2 listings as drafts" })).toBeEnabled();
  });

  it("shows a free account the plans instead, and offers no publishing where the server offers no marketplace", async () => {
    const seen = serveApi({});
    let user = openGallery({ tier: "free" });
    await selectBoth(user);
    await user.click(screen.getByRole("button", { name: "Publish as drafts (2)" }));
    const upgrade = await screen.findByRole("dialog", { name: "Publish with Creator or Pro" });
    expect(within(upgrade).getByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/pricing");
    expect(seen.filter((r) => r.path.includes("publish"))).toEqual([]);
    await user.click(within(upgrade).getByRole("button", { name: "Not now" }));

    cleanup();
    user = openGallery({ offered: [] });
    await user.click(screen.getByRole("button", { name: "Select listings" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Focus Planner" }));
    expect(screen.getByRole("button", { name: "Export Shopify CSV (1)" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: /Publish as drafts/ })).not.toBeInTheDocument();
  });
});
