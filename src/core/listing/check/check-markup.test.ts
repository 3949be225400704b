import { describe, expect, it } from "vitest";
import { aListing, someFacts } from "./check-fixtures";
import { checkListing } from "./check-listing";
import type { CheckId } from "../types";

const findingsOf = (result: ReturnType<typeof checkListing>, check: CheckId) => result.report.findings.filter((f) => f.check === check);

describe("markup and entities", () => {
  it("strips tags and decodes entities in every field", () => {
    const result = checkListing(
      aListing({
        longDescription: "<p>Plan each week &amp; track habits.</p><br/>Pages are A4&nbsp;size.",
        features: ["<b>Weekly</b> pages with a habit grid"],
      }),
      someFacts(),
    );
    expect(result.listing.longDescription).toBe("Plan each week & track habits. Pages are A4 size.");
    expect(result.listing.features[0]).toBe("Weekly pages with a habit grid");
    expect(
      findingsOf(result, "markup")
        .map((f) => f.field)
        .sort(),
    ).toEqual(["features", "longDescription"]);
  });

  it("trims stray spaces", () => {
    const result = checkListing(aListing({ cta: "  Download   the planner today.  " }), someFacts());
    expect(result.listing.cta).toBe("Download the planner today.");
  });

  it("drops scripts and styles with their content, and control characters spelled as entities", () => {
    const result = checkListing(
      aListing({ shortDescription: "A4 planner<script>alert(1)</script><style>p{color:red}</style> for&#0; GoodNotes&#x1F4D6;" }),
      someFacts(),
    );
    expect(result.listing.shortDescription).toBe("A4 planner for GoodNotes📖");
  });

  it("keeps a text field that would be empty without its markup, and asks for a look", () => {
    const result = checkListing(aListing({ title: "<b></b>&nbsp;" }), someFacts());
    expect(result.listing.title).toBe("<b></b>&nbsp;");
    expect(findingsOf(result, "markup")).toContainEqual(expect.objectContaining({ outcome: "review", field: "title" }));
    expect(result.report.passed).toBe(false);
  });

  it("drops a bullet or tag that was nothing but markup", () => {
    const result = checkListing(aListing({ usp: ["<br>", "Made for GoodNotes on the iPad"], keywords: ["<i></i>", "habit tracker"] }), someFacts());
    expect(result.listing.usp).toEqual(["Made for GoodNotes on the iPad"]);
    expect(result.listing.keywords).toEqual(["habit tracker"]);
  });

  it("leaves a comparison like 3 < 5 alone", () => {
    const result = checkListing(aListing({ whyChooseUs: "Fewer than 3 < 5 pages a day, A4." }), someFacts());
    expect(result.listing.whyChooseUs).toBe("Fewer than 3 < 5 pages a day, A4.");
  });
});

describe("brand casing", () => {
  it("writes names with the casing the facts give, except in tags", () => {
    const result = checkListing(aListing({ title: "Habit Tracker for Goodnotes and IPAD", keywords: ["goodnotes planner"] }), someFacts());
    expect(result.listing.title).toBe("Habit Tracker for GoodNotes and iPad");
    expect(result.listing.keywords).toEqual(["goodnotes planner"]);
    expect(findingsOf(result, "names")[0]).toMatchObject({ outcome: "repaired", field: "title" });
  });
});
