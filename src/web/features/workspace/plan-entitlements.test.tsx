import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { toast, Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiProduct, ApiSubscription } from "../../../core/api-types";
import { renderRoutes, seededQueryClient } from "../../../../tests/support/web/render";
import { ProductPage } from "../../routes/product";
import { productKeys } from "../../api/products";
import { subscriptionKey } from "../../api/subscription";
import { buildProduct } from "../../../../tests/support/web/build-product";
import { buildSubscription } from "../../../../tests/support/web/build-subscription";
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
  const client = seededQueryClient([
    [productKeys.detail(product.id), product],
    [subscriptionKey, subscription],
  ]);
  renderRoutes([{ element: layout, children: [{ path: "/product/:id", element: <ProductPage /> }] }], `/product/${product.id}`, client);
}

/** Answers the API and /media from the given table; unknown paths are a 404. Returns the requested paths. */
function serve(routes: Record<string, () => Response>) {
  const requested: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation((input) => {
    const path = String(input);
    requested.push(path);
    const route = routes[path];
    return Promise.resolve(route ? route() : Response.json({ error: { code: "NOT_FOUND", message: "Not found" } }, { status: 404 }));
  });
  return requested;
}

const png = () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { "content-type": "image/png" } });

/** The zip is handed to a hidden link; the file names it was saved under. */
function captureSaves() {
  vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:zip");
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
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
    renderProduct(
      buildProduct({ keywords: ["planner", "notion"], useCases: ["Planning a launch week"] }),
      buildSubscription({ tier: "creator", productCount: 2, slotsUsed: 2 }),
    );

    expect(
      within(section("Keywords"))
        .getAllByRole("listitem")
        .map((tag) => tag.textContent),
    ).toEqual(["#planner", "#notion"]);
    expect(within(section("Use Cases")).getByRole("listitem")).toHaveTextContent("Planning a launch week");
    expect(screen.getByRole("button", { name: "Copy Keywords" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy Use Cases" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Upgrade Plan" })).not.toBeInTheDocument();
  });

  it("leaves Use Cases out while a paid listing has none yet", () => {
    renderProduct(buildProduct({ useCases: [] }), buildSubscription({ tier: "creator", productCount: 2, slotsUsed: 2 }));
    expect(screen.queryByRole("heading", { name: "Use Cases" })).not.toBeInTheDocument();
  });
});

describe("Download Images and the plan", () => {
  it.each([
    ["free", FREE],
    ["paid", buildSubscription({ tier: "creator", productCount: 2, slotsUsed: 2 })],
  ])("zips the images the export lists for a %s viewer (every plan downloads its images)", async (_plan, subscription) => {
    const product = buildProduct({ images: ["/media/one.png", "/media/two.png"] });
    const exportPath = `/api/products/${product.id}/export`;
    const requested = serve({
      [exportPath]: () => Response.json({ images: ["/media/export-a.png", "/media/export-b.png"] }),
      "/media/export-a.png": png,
      "/media/export-b.png": png,
    });
    const saved = captureSaves();
    renderProduct(product, subscription);

    await userEvent.setup().click(screen.getByRole("button", { name: "Download Images" }));
    expect(await screen.findByText("Images downloaded successfully!")).toBeInTheDocument();
    expect(screen.getByText("All 2 product images have been downloaded as a zip file.")).toBeInTheDocument();
    expect(requested).toEqual([exportPath, "/media/export-a.png", "/media/export-b.png"]);
    expect(saved).toEqual(["Weekly_Focus_Planner_images.zip"]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("applies the no-images check to the list the export returns", async () => {
    const product = buildProduct();
    serve({ [`/api/products/${product.id}/export`]: () => Response.json({ images: [] }) });
    const saved = captureSaves();
    renderProduct(product, buildSubscription({ tier: "creator", productCount: 2, slotsUsed: 2 }));

    await userEvent.setup().click(screen.getByRole("button", { name: "Download Images" }));
    expect(await screen.findByText("No images to download")).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("reports any other export failure in the download toast", async () => {
    const product = buildProduct();
    serve({
      [`/api/products/${product.id}/export`]: () =>
        Response.json({ error: { code: "INTERNAL", message: "Something went wrong on our side." } }, { status: 500 }),
    });
    renderProduct(product, buildSubscription({ tier: "creator", productCount: 2, slotsUsed: 2 }));

    await userEvent.setup().click(screen.getByRole("button", { name: "Download Images" }));
    expect(await screen.findByText("Download failed")).toBeInTheDocument();
    expect(screen.getByText("Something went wrong on our side.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
