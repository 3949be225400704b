import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProductListResponse } from "../../../core/api-types";
import { renderRoutes, seededQueryClient } from "../../testing/render";
import { GalleryPage } from "../../routes/gallery";
import { productKeys } from "../products/api";
import { buildSummary } from "../product-page/build-product";

afterEach(() => vi.restoreAllMocks());

const pages = (...pageList: ProductListResponse[]) => ({ pages: pageList, pageParams: pageList.map((_, index) => (index === 0 ? null : `c${index}`)) });
const routes = [
  { path: "/gallery", element: <GalleryPage /> },
  { path: "/create", element: <p>Create page</p> },
];

function renderGallery(path: string, seed: Array<[string, ProductListResponse]>) {
  const client = seededQueryClient(seed.map(([search, page]) => [productKeys.list(search), pages(page)]));
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
    expect(within(screen.getByRole("link", { name: "Ocean Print" })).getByText("No image")).toBeInTheDocument();
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
});
