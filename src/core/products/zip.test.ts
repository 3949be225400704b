import { describe, expect, it } from "vitest";
import { DOWNLOAD_TEXTS, ZIP_LEVEL, ZIP_PROGRESS, fetchProgress, zipEntryName, zipFileName } from "./zip";

describe("zipFileName", () => {
  it("replaces every non-alphanumeric character with an underscore", () => {
    expect(zipFileName("My Planner 2025!")).toBe("My_Planner_2025__images.zip");
    expect(zipFileName("Café/Art")).toBe("Caf__Art_images.zip");
  });

  it("names an untitled product's zip product_images.zip", () => {
    expect(zipFileName("")).toBe("product_images.zip");
    expect(zipFileName("   ")).toBe("product_images.zip");
  });
});

describe("zipEntryName", () => {
  it.each([
    ["image/jpeg", "jpg"],
    ["image/png", "png"],
    ["image/webp", "webp"],
    ["image/gif", "gif"],
    ["image/svg+xml", "svg"],
    ["IMAGE/PNG; charset=binary", "png"],
  ])("takes the extension from content type %s", (type, extension) => {
    expect(zipEntryName(2, type, "https://x.example/file.gif")).toBe(`image-2.${extension}`);
  });

  it.each([
    ["https://x.example/a.jpg", "jpg"],
    ["https://x.example/a.JPEG", "jpg"],
    ["https://x.example/a.png?v=2#top", "png"],
    ["https://x.example/a.gif", "gif"],
    ["https://x.example/a.webp", "webp"],
    ["https://x.example/a.svg", "svg"],
    ["/media/product-images/abc_1.png", "png"],
  ])("otherwise takes it from the URL %s", (url, extension) => {
    expect(zipEntryName(1, "application/octet-stream", url)).toBe(`image-1.${extension}`);
    expect(zipEntryName(1, null, url)).toBe(`image-1.${extension}`);
  });

  it.each(["https://x.example/a.bmp", "https://x.example/image", "https://x.example/png", "not a url", "http://[bad"])("defaults to jpg for %s", (url) => {
    expect(zipEntryName(3, null, url)).toBe("image-3.jpg");
  });

  it("ignores content types it does not map", () => {
    expect(zipEntryName(1, "image/avif", "https://x.example/a.png")).toBe("image-1.png");
    expect(zipEntryName(1, "constructor", "https://x.example/a")).toBe("image-1.jpg");
  });
});

describe("download progress and texts", () => {
  it("zips with DEFLATE level 6 and checkpoints 90, 95, 100", () => {
    expect(ZIP_LEVEL).toBe(6);
    expect(ZIP_PROGRESS).toEqual({ fetched: 90, zipping: 95, done: 100 });
  });

  it("spreads fetching over 0-90", () => {
    expect([fetchProgress(0, 4), fetchProgress(1, 4), fetchProgress(4, 4), fetchProgress(9, 4), fetchProgress(0, 0)]).toEqual([0, 23, 90, 90, 0]);
  });

  it("uses the download's toast texts", () => {
    expect(DOWNLOAD_TEXTS.noImages).toEqual({ title: "No images to download", description: "This product doesn't have any images." });
    expect(DOWNLOAD_TEXTS.noValidImages).toEqual({
      title: "No valid images to download",
      description: "This product doesn't have any valid image URLs.",
    });
    expect(DOWNLOAD_TEXTS.preparing(3)).toBe("Preparing to download 3 images...");
    expect(DOWNLOAD_TEXTS.progress(45)).toBe("Downloading images... 45%");
    expect(DOWNLOAD_TEXTS.success.title).toBe("Images downloaded successfully!");
    expect(DOWNLOAD_TEXTS.success.description(3)).toBe("All 3 product images have been downloaded as a zip file.");
    expect(DOWNLOAD_TEXTS.failed).toEqual({ title: "Download failed", fallback: "Failed to download images. Please try again." });
    expect(DOWNLOAD_TEXTS.errors).toEqual({
      noImages: "No images to download",
      noValidUrls: "No valid image URLs found after cleaning",
      allFailed: "Failed to download any images. This might be due to CORS restrictions or network issues.",
    });
  });
});
