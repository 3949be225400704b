import { describe, expect, it } from "vitest";
import { visibleDraft } from "./visible-draft";

describe("visibleDraft", () => {
  it("leaves out the sections the viewer's plan does not include, and lists the rest in page order", () => {
    const draft = { keywords: ["planner"], useCases: ["Revision weeks"], features: ["Weekly pages"], title: "Planner" };
    expect(Object.keys(visibleDraft(draft, { seoTags: true, useCases: true }) ?? {})).toEqual(["title", "features", "useCases", "keywords"]);
    expect(visibleDraft(draft, { seoTags: false, useCases: false })).toEqual({ title: "Planner", features: ["Weekly pages"] });
    expect(visibleDraft(draft, { seoTags: true, useCases: false })).toEqual({ title: "Planner", features: ["Weekly pages"], keywords: ["planner"] });
    expect(visibleDraft(null, { seoTags: true, useCases: true })).toBeNull();
  });
});
