import { describe, expect, it } from "vitest";
import type { CheckReport } from "../../core/listing/types";
import { visibleCheck } from "./visible-check";

const report: CheckReport = {
  passed: true,
  findings: [
    { check: "tags", outcome: "passed", message: "The tags meet Etsy's rules." },
    { check: "contradictions", outcome: "repaired", field: "keywords", message: "Dropped the tags “printable planner”." },
    { check: "fragments", outcome: "repaired", field: "useCases", message: "Dropped “A team lead preparing for” from Use cases." },
    { check: "fragments", outcome: "repaired", field: "features", message: "Dropped “Light themes” from Features." },
  ],
};

describe("visibleCheck", () => {
  it("leaves out findings that quote tags or use cases the viewer's plan does not include", () => {
    const free = visibleCheck(report, { seoTags: false, useCases: false });
    expect(free?.findings.map((f) => f.field)).toEqual([undefined, "features"]);
    expect(visibleCheck(report, { seoTags: true, useCases: false })?.findings).toHaveLength(3);
    expect(visibleCheck(report, { seoTags: true, useCases: true })).toEqual(report);
    expect(visibleCheck(null, { seoTags: false, useCases: false })).toBeNull();
  });
});
