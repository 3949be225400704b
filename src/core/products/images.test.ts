import { describe, expect, it } from "vitest";
import { isUsableImageUrl, parseImages } from "./images";

const A = "https://cdn.example.com/a.png";
const B = "https://cdn.example.com/b.jpg";

describe("parseImages", () => {
  it("keeps a list, trimming quotes and whitespace and dropping empties", () => {
    expect(parseImages([` ${A} `, `"${B}"`, "", "  ", 7, null])).toEqual([A, B]);
  });

  it("reads brace-delimited text", () => {
    expect(parseImages(`{${A},${B}}`)).toEqual([A, B]);
    expect(parseImages(`{"${A}","${B}"}`)).toEqual([A, B]);
    expect(parseImages("{}")).toEqual([]);
  });

  it("reads a bracketed JSON list string", () => {
    expect(parseImages(JSON.stringify([A, B]))).toEqual([A, B]);
  });

  it("reads a bracketed single-quoted list string", () => {
    expect(parseImages(`['${A}', '${B}']`)).toEqual([A, B]);
  });

  it("reads comma text", () => {
    expect(parseImages(`${A}, ${B},`)).toEqual([A, B]);
  });

  it("reads a single URL", () => {
    expect(parseImages(`  ${A}  `)).toEqual([A]);
    expect(parseImages("/media/product-images/x.webp")).toEqual(["/media/product-images/x.webp"]);
  });

  it("gives nothing for empty or other values", () => {
    for (const value of [undefined, null, "", "  ", "[]", 3, {}]) expect(parseImages(value)).toEqual([]);
  });
});

describe("isUsableImageUrl", () => {
  it.each([
    [A, true],
    ["http://example.com/x.gif", true],
    ["HTTPS://EXAMPLE.COM/X.PNG", true],
    ["/media/product-images/abc_123.png", true],
    ["", false],
    ["   ", false],
    ["https://", false],
    ["/media/", false],
    ["/api/products", false],
    ["//evil.example.com/media/x.png", false],
    ["ftp://example.com/x.png", false],
    ["data:image/png;base64,AAAA", false],
    ["example.com/x.png", false],
    [" https://example.com/x.png", false],
    [null, false],
    [42, false],
  ])("%j is usable: %s", (url, usable) => {
    expect(isUsableImageUrl(url)).toBe(usable);
  });
});
