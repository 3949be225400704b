import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProductListResponse } from "../../../core/api-types";
import type { GalleryStatus } from "../../../core/products/gallery-status";
import { renderRoutes, seededQueryClient } from "../../../../tests/support/web/render";
import { GalleryPage } from "../../routes/gallery";
import { productKeys } from "../../api/products";
import { buildSummary } from "../../../../tests/support/web/build-product";

afterEach(() => vi.restoreAllMocks());

const pages = (...pageList: ProductListResponse[]) => ({ pages: pageList, pageParams: pageList.map((_, index) => (index === 0 ? null : `c${index}`)) });
const routes = [
  { path: "/gallery", element: <GalleryPage /> },
  { path: "/create", element: <p>Create page</p> },
];

function renderGallery(path: string, seed: Array<[string, ProductListResponse, GalleryStatus?]>) {
  const client = seededQueryClient(seed.map(([search, page, status]) => [productKeys.list(search, status), pages(page)]));
  return renderRoutes(routes, path, client);
}

describe("GalleryPage", () => {
  it("shows each product as a card linking to its page, with 'No image' when there is no thumbnail", () => {
    const planner = buildSummary({ title: "Focus Planner", createdAt: "2026-01-05T10:00:00.000Z" });
    const art = buildSummary({ title: "Ocean Print", thumbnailUrl: null });
    renderGallery("/gallery", [["", { items: [planner, art], nextCursor: null }]]);

    expect(screen.getByRole("heading", { level: 1, name: "Digital Product Gallery" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add Product" })).toHaveAttribute("href", "/create");
    const card = screen.getByRole("link", { name: "Focus Planner" });
    expect(card).toHaveAttribute("href", `/product/${planner.id}`);
    expect(card).toHaveAccessibleDescription(/Complete.*1\/5\/2026/);
    // Named by exactly the text it shows (WCAG 2.5.3, axe label-content-name-mismatch).
    expect(card).toHaveTextContent(/^Focus Planner$/);
    const ocean = screen.getByRole("link", { name: "Ocean Print" }).closest("li");
    expect(within(ocean ?? document.body).getByText("No image")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("offers to create the first product when the account has none", async () => {
    const router = renderGallery("/gallery", [["", { items: [], nextCursor: null }]]);
    expect(screen.getByText("No products found for your account.")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Create Your First Product" }));
    expect(router.state.location.pathname).toBe("/create");
  });

  it("puts the search in the address after a pause and shows the matching results", async () => {
    const router = renderGallery("/gallery", [
      ["", { items: [buildSummary({ title: "Focus Planner" })], nextCursor: null }],
      ["ocean", { items: [], nextCursor: null }],
    ]);
    await userEvent.setup().type(screen.getByRole("searchbox", { name: "Search products" }), "ocean");
    expect(router.state.location.search).toBe("");
    await waitFor(() => expect(router.state.location.search).toBe("?q=ocean"));
    expect(await screen.findByText("No products found matching your search.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create Your First Product" })).not.toBeInTheDocument();
  });

  it("reads the search from the address on arrival", () => {
    renderGallery("/gallery?q=ocean", [["ocean", { items: [buildSummary({ title: "Ocean Print" })], nextCursor: null }]]);
    expect(screen.getByRole("searchbox", { name: "Search products" })).toHaveValue("ocean");
    expect(screen.getByRole("link", { name: "Ocean Print" })).toBeInTheDocument();
  });

  it("loads the next page from the 'Load more' button", async () => {
    const next = buildSummary({ title: "Second Page Product" });
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ items: [next], nextCursor: null }));
    renderGallery("/gallery", [["", { items: [buildSummary({ title: "First" })], nextCursor: "cursor-1" }]]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: "Second Page Product" })).toBeInTheDocument();
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe("/api/products?cursor=cursor-1");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("shows 8 placeholder cards while loading, then the error with a retry", async () => {
    let fail: (response: Response) => void = () => {};
    vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise((resolve) => (fail = resolve)));
    renderRoutes(routes, "/gallery");
    expect(screen.getByRole("status", { name: "Loading products" }).children).toHaveLength(8);

    fail(Response.json({ error: { code: "INTERNAL", message: "boom" } }, { status: 500 }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load products. Please try again later.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("filters by status from a keyboard-operable group kept in the address, with the search", async () => {
    const failed = buildSummary({ title: "Broken Planner", status: "failed" });
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ items: [failed], nextCursor: null }));
    const router = renderGallery("/gallery?q=planner", [["planner", { items: [buildSummary({ title: "Focus Planner" })], nextCursor: null }]]);
    const filter = screen.getByRole("group", { name: "Show listings" });
    expect(within(filter).getByRole("button", { name: "Finished" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Select listings" })).toBeInTheDocument();

    const user = userEvent.setup();
    within(filter).getByRole("button", { name: "Failed" }).focus();
    await user.keyboard("{Enter}");
    expect(router.state.location.search).toBe("?q=planner&status=failed");
    expect(await screen.findByRole("link", { name: "Broken Planner" })).toBeInTheDocument();
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe("/api/products?search=planner&status=failed");
    expect(within(filter).getByRole("button", { name: "Failed" })).toHaveAttribute("aria-pressed", "true");
    // Only finished listings can be exported.
    expect(screen.queryByRole("button", { name: "Select listings" })).not.toBeInTheDocument();

    await user.click(within(filter).getByRole("button", { name: "Finished" }));
    expect(router.state.location.search).toBe("?q=planner");
  });

  it("says what is missing for a status with nothing in it, and treats an unknown status as the default", () => {
    renderGallery("/gallery?status=pending", [["", { items: [], nextCursor: null }, "pending"]]);
    expect(screen.getByText("No listings are being generated right now.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create Your First Product" })).not.toBeInTheDocument();

    cleanup();
    renderGallery("/gallery?status=bogus", [["", { items: [buildSummary({ title: "Focus Planner" })], nextCursor: null }]]);
    expect(screen.getByRole("button", { name: "Finished" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("link", { name: "Focus Planner" })).toBeInTheDocument();
  });
});
