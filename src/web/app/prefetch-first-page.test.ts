import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { productKeys } from "../api/products";
import { prefetchFirstPage } from "./prefetch-first-page";

afterEach(() => vi.restoreAllMocks());

const product = { id: "p 1", title: "Planner", images: ["/media/2026-11-23/cover.png", "/media/2026-11-23/second.png"] };

describe("prefetchFirstPage", () => {
  it("asks for the product of a product page at once and caches it under the page's key", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify({ product }), { status: 200 }));
    const client = new QueryClient();
    prefetchFirstPage(client, "/product/p%201");
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe("/api/products/p%201");
    await vi.waitFor(() => expect(client.getQueryData(productKeys.detail("p 1"))).toEqual(product));
  });

  it("starts the download of the first image the page shows", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify({ product }), { status: 200 }));
    const images: Array<{ src: string; fetchPriority: string }> = [];
    vi.stubGlobal(
      "Image",
      class {
        src = "";
        fetchPriority = "auto";
        constructor() {
          images.push(this);
        }
      },
    );
    prefetchFirstPage(new QueryClient(), "/product/p%201");
    await vi.waitFor(() => expect(images).toEqual([{ src: "/media/2026-11-23/cover.png", fetchPriority: "high" }]));
    vi.unstubAllGlobals();
  });

  it("takes the answer the page's own script asked for, and asks again only when that was not a 200", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify({ product }), { status: 200 }));
    vi.stubGlobal("__listcraftFirstProduct", Promise.resolve({ product: { ...product, title: "Early" } }));
    const client = new QueryClient();
    prefetchFirstPage(client, "/product/p%201");
    await vi.waitFor(() => expect(client.getQueryData(productKeys.detail("p 1"))).toEqual({ ...product, title: "Early" }));
    expect(fetchSpy).not.toHaveBeenCalled();

    vi.stubGlobal("__listcraftFirstProduct", Promise.resolve(null));
    const again = new QueryClient();
    prefetchFirstPage(again, "/product/p%201");
    await vi.waitFor(() => expect(again.getQueryData(productKeys.detail("p 1"))).toEqual(product));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it.each(["/", "/gallery", "/product", "/product/a/b", "/product/%E0%A4%A"])("asks for nothing on %s", (path) => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    prefetchFirstPage(new QueryClient(), path);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
