import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { buildImagesZip } from "./build-zip";

const bytes = (...values: number[]) => new Uint8Array(values);

describe("buildImagesZip", () => {
  it("names entries image-N with the extension from the content type, then the URL", () => {
    const result = buildImagesZip([
      { url: "/media/a", contentType: "image/png", bytes: bytes(1, 2, 3) },
      { url: "/media/b.webp", contentType: null, bytes: bytes(4, 5) },
      { url: "https://cdn.example/c", contentType: "image/jpeg; charset=binary", bytes: bytes(6) },
    ]);
    expect(result?.count).toBe(3);
    const entries = unzipSync(result?.zip ?? new Uint8Array());
    expect(Object.keys(entries)).toEqual(["image-1.png", "image-2.webp", "image-3.jpg"]);
    expect(entries["image-1.png"]).toEqual(bytes(1, 2, 3));
  });

  it("skips failed and empty images without leaving a gap in the numbering", () => {
    const result = buildImagesZip([
      { url: "/media/a.png", contentType: "image/png", bytes: null },
      { url: "/media/b.png", contentType: "image/png", bytes: new Uint8Array() },
      { url: "/media/c.gif", contentType: "image/gif", bytes: bytes(7, 8) },
    ]);
    expect(result?.count).toBe(1);
    expect(Object.keys(unzipSync(result?.zip ?? new Uint8Array()))).toEqual(["image-1.gif"]);
  });

  it("makes no zip when no image arrived", () => {
    expect(buildImagesZip([])).toBeNull();
    expect(buildImagesZip([{ url: "/media/a.png", contentType: null, bytes: null }])).toBeNull();
  });

  it("compresses (DEFLATE) rather than storing", () => {
    const repetitive = new Uint8Array(10_000).fill(42);
    const result = buildImagesZip([{ url: "/media/a.png", contentType: "image/png", bytes: repetitive }]);
    expect(result?.zip.byteLength).toBeLessThan(1_000);
  });
});
