import { describe, expect, it } from "vitest";
import { regenerateSchema, saveListingSchema } from "./editable";
import { LARGEST_SAVE_BYTES, LISTING_BODY_MAX_BYTES, largestListing } from "./largest-listing";
import { EDIT_LIMITS } from "./sections";

const save = { baseVersion: 1_000_000, listing: largestListing() };

/** The value at a dotted path of a copy of `value`, set to `replacement`. */
function withAt(value: object, path: string, replacement: unknown): object {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split(".");
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1) as string] = replacement;
  return copy;
}

describe("the largest listing and the listing body limit", () => {
  it("is a listing the save takes, with every text at its limit, and fits the body limit with room for multi-byte letters", () => {
    expect(saveListingSchema.safeParse(save).success).toBe(true);
    expect(save.listing.longDescription).toHaveLength(EDIT_LIMITS.longDescription);
    expect(save.listing.course?.curriculumDetails).toHaveLength(EDIT_LIMITS.modules);
    expect(Buffer.byteLength(JSON.stringify(save))).toBe(LARGEST_SAVE_BYTES);
    expect(LISTING_BODY_MAX_BYTES).toBeGreaterThanOrEqual(LARGEST_SAVE_BYTES * 1.25);
    expect(LISTING_BODY_MAX_BYTES).toBeLessThan(LARGEST_SAVE_BYTES * 1.25 + 1024);
    // One character more anywhere is no listing: the largest really is the largest.
    expect(saveListingSchema.safeParse(withAt(save, "listing.title", `${save.listing.title}x`)).success).toBe(false);
  });

  it("refuses an over-long array by its length alone, before any element is read", () => {
    // 100,000 numbers: were the elements read, each would be an issue of its own.
    const numbers = Array.from({ length: 100_000 }, (_, i) => i);
    const lists = ["features", "benefits", "usp", "useCases", "keywords", "altTexts"].map((key) => `listing.${key}`);
    const courseLists = ["whatYouWillLearn", "requirements", "whoThisCourseIsFor", "courseFeatures", "curriculumHighlights", "curriculumDetails"];
    for (const path of [...lists, ...courseLists.map((key) => `listing.course.${key}`)]) {
      const issues = saveListingSchema.safeParse(withAt(save, path, numbers)).error?.issues ?? [];
      expect(
        issues.map((issue) => [issue.path.join("."), issue.message]),
        path,
      ).toEqual([[path, expect.stringMatching(/^must have at most \d+ (items|modules)$/)]]);
    }
    const locked = regenerateSchema.safeParse({ section: null, locked: numbers, baseVersion: 1 }).error?.issues ?? [];
    expect(locked.map((issue) => [issue.path.join("."), issue.code])).toEqual([["locked", "too_big"]]);
  });
});
