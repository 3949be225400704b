import { describe, expect, it } from "vitest";
import { preflight, type PreflightInput } from "./preflight";
import { DEFAULT_SALE_DETAILS } from "./sale-details";

const ok: PreflightInput = {
  listing: {
    title: "Weekly Habit Planner",
    keywords: ["habit tracker", "weekly planner"],
    longDescription: "Pages.",
    shortDescription: "",
    altTexts: ["Cover"],
  },
  imageCount: 1,
  files: [{ name: "planner.pdf", size: 1000 }],
  sale: { ...DEFAULT_SALE_DETAILS, priceCents: 500 },
};

const fields = (input: PreflightInput) => preflight("etsy", input).map((problem) => problem.field);

describe("preflight", () => {
  it("passes a listing Etsy would take", () => {
    expect(preflight("etsy", ok)).toEqual([]);
  });

  it("names each Etsy rule a listing breaks, with the place to fix it", () => {
    const tags = Array.from({ length: 14 }, (_, i) => `tag ${i}`);
    expect(fields({ ...ok, listing: { ...ok.listing, keywords: tags } })).toEqual(["keywords"]);
    expect(fields({ ...ok, listing: { ...ok.listing, keywords: ["a tag that is far too long here", "d&d map", "-dash", "x", "X"] } })).toEqual([
      "keywords",
      "keywords",
      "keywords",
      "keywords",
    ]);
    expect(fields({ ...ok, listing: { ...ok.listing, title: `${"a".repeat(141)} $` } })).toEqual(["title", "title"]);
    expect(fields({ ...ok, listing: { ...ok.listing, altTexts: ["a".repeat(251)] } })).toEqual(["altTexts"]);
    expect(fields({ ...ok, imageCount: 0, files: [], sale: DEFAULT_SALE_DETAILS })).toEqual(["images", "files", "price"]);
    expect(fields({ ...ok, files: [{ name: "big.zip", size: 21 * 1024 * 1024 }] })).toEqual(["files"]);
    expect(preflight("etsy", { ...ok, imageCount: 11, listing: { ...ok.listing, altTexts: [] } })[0]?.message).toBe(
      "Etsy takes 10 photos; this listing has 11.",
    );
  });

  it("holds Shopify and Gumroad to their own limits only", () => {
    const long = { ...ok, listing: { ...ok.listing, title: "a".repeat(200), keywords: Array.from({ length: 20 }, (_, i) => `tag ${i}`) } };
    expect(preflight("shopify", long)).toEqual([]);
    expect(preflight("gumroad", { ...long, listing: { ...long.listing, title: "a".repeat(256) } }).map((p) => p.field)).toEqual(["title"]);
  });
});
