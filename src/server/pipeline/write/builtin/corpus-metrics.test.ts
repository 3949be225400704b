import { describe, expect, it } from "vitest";
import { corpusWritten } from "./corpus-written";
import { editableListingSchema } from "../../../../core/listing/editable";
import type { PropertyId } from "../../../../core/listing/listing-properties";
import { toEditableCourse } from "../../../../core/listing/to-editable";
import { generatedListingSchema } from "../../listing";
import { measureListing } from "../../check/measure-listing";

// Issue 29's property metrics over the 150 corpus descriptions nobody tuned the writer to. The
// metrics with a target of 0 that the writer meets are held at 0; the others are held at the level
// reached (decision 049), below the issue's targets, so a change that reads worse fails here.
const measured = corpusWritten().map(({ c, facts, listing }) => ({ c, facts, listing, results: measureListing(listing, facts, c.description) }));
const failing = (id: PropertyId) =>
  measured.filter(({ results }) => results[id].length > 0).map(({ c, results }) => `${c.id}: ${results[id].map((o) => o.text).join(" | ")}`);

describe("the builtin writer over the development corpus", () => {
  it("writes listings the generator schema and the editor's save schema both accept", () => {
    for (const { c, listing } of measured) {
      expect(generatedListingSchema.safeParse(listing).error?.issues, c.id).toBeUndefined();
      // The offered titles are stored beside the listing (decision 064), never in what the editor saves.
      const { titleChoices: _offered, ...written } = listing;
      const editable = { ...written, course: toEditableCourse(listing.course ?? null), altTexts: [] };
      expect(editableListingSchema.safeParse(editable).error?.issues, c.id).toBeUndefined();
    }
  });

  it.each(["title-stock-only", "title-repeated-word", "category-topic", "tag-characters", "fragments", "facts-missing", "typos-copied"] as const)(
    "has no listing failing %s",
    (id) => {
      expect(failing(id)).toEqual([]);
    },
  );

  // Ratchets at the figures measured (96 %, 98 %, 1 listing): a change may not make them worse.
  it("names the subject in the title of at least 96 % of listings (target 97 %)", () => {
    expect(failing("title-subject").length, failing("title-subject").join("\n")).toBeLessThanOrEqual(6);
  });

  it("puts the subject in 3 tags of at least 95 % of listings", () => {
    expect(failing("tags-with-subject").length).toBeLessThanOrEqual(3);
  });

  it("keeps tags on words that are not the product rare (target 0)", () => {
    expect(failing("tag-off-topic").length, failing("tag-off-topic").join("\n")).toBeLessThanOrEqual(1);
  });

  it("asks the creator for the name of at most one product in five", () => {
    expect(measured.filter(({ facts }) => facts.subjectSure === false).length).toBeLessThanOrEqual(measured.length / 5);
  });
});
