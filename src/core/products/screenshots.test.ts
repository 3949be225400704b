import { describe, expect, it } from "vitest";
import { acceptScreenshots, isImageType } from "./screenshots";

const files = (...types: string[]) => types.map((type) => ({ type }));

describe("acceptScreenshots", () => {
  it("keeps every image while there is room", () => {
    expect(acceptScreenshots(0, files("image/png", "image/jpeg"))).toEqual({ accepted: [0, 1], error: null });
  });

  it("refuses non-images but keeps the images beside them", () => {
    expect(acceptScreenshots(0, files("application/pdf", "image/webp", ""))).toEqual({
      accepted: [1],
      error: "Only image files are allowed.",
    });
  });

  it("keeps up to five in total and says so", () => {
    expect(acceptScreenshots(3, files("image/png", "image/png", "image/png"))).toEqual({
      accepted: [0, 1],
      error: "You can upload a maximum of 5 files.",
    });
    expect(acceptScreenshots(0, files(...Array<string>(6).fill("image/png"))).accepted).toHaveLength(5);
  });

  it("accepts exactly five without complaint", () => {
    expect(acceptScreenshots(4, files("image/gif"))).toEqual({ accepted: [0], error: null });
  });

  it("accepts nothing once five are already there", () => {
    expect(acceptScreenshots(5, files("image/png"))).toEqual({
      accepted: [],
      error: "You can upload a maximum of 5 files.",
    });
  });

  it("reports the non-image problem first when both happen", () => {
    expect(acceptScreenshots(5, files("text/plain", "image/png"))).toEqual({
      accepted: [],
      error: "Only image files are allowed.",
    });
  });

  it("does nothing for an empty pick", () => {
    expect(acceptScreenshots(2, [])).toEqual({ accepted: [], error: null });
  });
});

describe("isImageType", () => {
  it("accepts image/* only", () => {
    expect([isImageType("image/svg+xml"), isImageType("IMAGE/PNG"), isImageType("video/mp4"), isImageType("")]).toEqual([true, true, false, false]);
  });
});
