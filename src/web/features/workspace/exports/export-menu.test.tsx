import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiPreset, ApiProduct, ProductListResponse } from "../../../../core/api-types";
import type { Tier } from "../../../../core/plans";
import { renderRoutes, seededQueryClient } from "../../../../../tests/support/web/render";
import { GalleryPage } from "../../../routes/gallery";
import { ProductPage } from "../../../routes/product";
import { productKeys } from "../../../api/products";
import { buildProduct, buildSummary } from "../../../../../tests/support/web/build-product";
import { buildSubscription } from "../../../../../tests/support/web/build-subscription";
import { subscriptionKey } from "../../../api/subscription";

afterEach(() => vi.restoreAllMocks());

const etsy: ApiPreset = {
  preset: "etsy",
  label: "Etsy",
  meetsAll: false,
  fields: [
    { key: "title", label: "Title", value: "Weekly Focus Planner", limit: 140, count: 20, meets: true, rule: "Etsy allows 140 characters" },
    {
      key: "tags",
      label: "Tags",
      value: "a, b",
      limit: 13,
      count: 15,
      meets: false,
      rule: "Etsy takes 13 tags of at most 20 characters: 15 written, the first 13 are shown",
    },
  ],
};

/** fetch answering by path; returns the requests it saw. */
function mockApi(routes: Record<string, () => Response>) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = String(input);
    calls.push({ url, init });
    const route = routes[url];
    return Promise.resolve(route ? route() : Response.json({ error: { code: "NOT_FOUND", message: "Not found" } }, { status: 404 }));
  });
  return calls;
}

function renderProduct(product: ApiProduct, tier: Tier = "creator") {
  const client = seededQueryClient([
    [productKeys.detail(product.id), product],
    [subscriptionKey, buildSubscription({ tier })],
  ]);
  renderRoutes([{ path: "/product/:id", element: <ProductPage /> }], `/product/${product.id}`, client);
}

describe("Export on the product page", () => {
  it("shows each Etsy field with its counter, limit badge and copy button, and copies the whole listing as Markdown", async () => {
    const product = buildProduct();
    const writeText = vi.fn().mockResolvedValue(undefined);
    const calls = mockApi({
      [`/api/products/${product.id}/presets/etsy`]: () => Response.json(etsy),
      [`/api/products/${product.id}/exports/md?inline=1`]: () => new Response("# Weekly Focus Planner\n", { headers: { "content-type": "text/plain" } }),
    });
    renderProduct(product);
    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });

    await user.click(screen.getByRole("button", { name: "Export" }));
    const dialog = screen.getByRole("dialog", { name: "Export listing" });
    expect(
      within(dialog)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Etsy", "Gumroad", "Shopify"]);
    const tags = (await within(dialog).findByRole("heading", { level: 3, name: "Tags" })).closest("li") as HTMLElement;
    expect(within(tags).getByLabelText("15 of 13")).toBeInTheDocument();
    expect(within(tags).getByText("Does not meet")).toBeInTheDocument();
    expect(within(tags).getByText(/15 written, the first 13 are shown/)).toBeInTheDocument();
    const title = screen.getByRole("heading", { level: 3, name: "Title" }).closest("li") as HTMLElement;
    expect(within(title).getByText("Meets")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Copy Tags" })).toBeInTheDocument();
    expect(within(dialog).getByRole("status")).toHaveTextContent("Some fields do not meet Etsy's limits");

    await user.click(within(dialog).getByRole("button", { name: "Copy all as Markdown" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("# Weekly Focus Planner\n"));
    expect(calls.map((c) => c.url)).toContain(`/api/products/${product.id}/exports/md?inline=1`);
  });

  it("offers the Udemy preset for a course, reachable with the arrow keys", async () => {
    const product = buildProduct({ category: "course", addons: { course: { subtitle: "Money basics" } } });
    mockApi({
      [`/api/products/${product.id}/presets/etsy`]: () => Response.json(etsy),
      [`/api/products/${product.id}/presets/udemy`]: () =>
        Response.json({
          preset: "udemy",
          label: "Udemy / Teachable",
          meetsAll: true,
          fields: [
            { key: "title", label: "Course title", value: "Money", limit: 60, count: 5, meets: true, rule: "Udemy allows 60 characters" },
            {
              key: "objectives",
              label: "What students will learn",
              value: "A\nB",
              limit: 4,
              atLeast: true,
              count: 2,
              meets: false,
              rule: "Udemy asks for at least 4 learning objectives",
            },
          ],
        }),
    });
    renderProduct(product);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Export" }));
    screen.getByRole("tab", { name: "Etsy" }).focus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Udemy" })).toHaveFocus();
    expect(await screen.findByRole("heading", { level: 3, name: "Course title" })).toBeInTheDocument();
    const objectives = screen.getByRole("heading", { level: 3, name: "What students will learn" }).closest("li") as HTMLElement;
    expect(within(objectives).getByText("2 (at least 4)")).toBeInTheDocument();
    expect(within(objectives).getByText("Does not meet")).toBeInTheDocument();
  });

  it("shows a free plan the upgrade dialog instead, and asks the server for nothing", async () => {
    const calls = mockApi({});
    renderProduct(buildProduct(), "free");
    await userEvent.setup().click(screen.getByRole("button", { name: "Export" }));
    const dialog = screen.getByRole("dialog", { name: "Upgrade to export listings" });
    expect(dialog).toHaveTextContent("Export is included in the Creator and Pro plans.");
    expect(within(dialog).getByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/pricing");
    expect(calls).toHaveLength(0);
  });
});

describe("Selecting products in the gallery for a Shopify CSV", () => {
  it("checks cards with the keyboard and posts their ids, saving the CSV the server names", async () => {
    const first = buildSummary({ title: "Focus Planner" });
    const second = buildSummary({ title: "Ocean Print" });
    const pending = buildSummary({ title: "Still Writing", status: "pending" });
    const page: ProductListResponse = { items: [first, second, pending], nextCursor: null };
    const client = seededQueryClient([
      [productKeys.list(""), { pages: [page], pageParams: [null] }],
      [subscriptionKey, buildSubscription({ tier: "pro" })],
    ]);
    const calls = mockApi({
      "/api/products/exports/shopify": () =>
        new Response("Handle,Title\r\n", {
          headers: { "content-type": "text/csv", "content-disposition": 'attachment; filename="listcraft-shopify-2-products.csv"' },
        }),
    });
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:csv");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderRoutes([{ path: "/gallery", element: <GalleryPage /> }], "/gallery", client);
    const user = userEvent.setup();

    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Select listings" }));
    expect(screen.getByRole("button", { name: "Export Shopify CSV (0)" })).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Still Writing (not finished, cannot be exported)" })).toBeDisabled();
    screen.getByRole("checkbox", { name: "Select Focus Planner" }).focus();
    await user.keyboard(" ");
    await user.click(screen.getByRole("checkbox", { name: "Select Ocean Print" }));
    await user.click(screen.getByRole("button", { name: "Export Shopify CSV (2)" }));

    await waitFor(() => expect(saved).toEqual(["listcraft-shopify-2-products.csv"]));
    const post = calls.find((c) => c.url === "/api/products/exports/shopify");
    expect(post?.init?.method).toBe("POST");
    expect(JSON.parse(String(post?.init?.body))).toEqual({ ids: [first.id, second.id] });

    await user.click(screen.getByRole("button", { name: "Cancel selection" }));
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
  });
});

describe("Export when the plan changed since the page loaded", () => {
  it("turns the server's PLAN_REQUIRED into the upgrade dialog", async () => {
    const product = buildProduct();
    mockApi({
      [`/api/products/${product.id}/presets/etsy`]: () =>
        Response.json({ error: { code: "PLAN_REQUIRED", message: "Export is included in the Creator and Pro plans." } }, { status: 403 }),
    });
    renderProduct(product, "pro");
    await userEvent.setup().click(screen.getByRole("button", { name: "Export" }));
    expect(await screen.findByRole("dialog", { name: "Upgrade to export listings" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Export listing" })).not.toBeInTheDocument();
  });
});
