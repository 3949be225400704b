import type { EvalCase } from "../src/core/listing/types";

// PLACEHOLDER: three development cases. The 48-case set (16 per category) from branch i-facts
// replaces this file at merge.
export const EVAL_CASES: EvalCase[] = [
  {
    id: "course-excel-bookkeeping",
    category: "course",
    description:
      "Excel for small business bookkeeping!! 6 weeks, 24 video lessons. Modules: 1) Setting up your workbook 2) VLOOKUP and XLOOKUP 3) Pivot tables 4) Monthly reports. It is NOT a beginner Excel course, you should know basic formulas.",
    targetPlatform: [],
    fileFormats: null,
    facts: ["6 weeks", "24 video lessons", "vlookup"],
    tags: ["excel course", "bookkeeping", "pivot tables", "small business"],
    modules: ["Setting up your workbook", "VLOOKUP and XLOOKUP", "Pivot tables", "Monthly reports"],
  },
  {
    id: "planner-notion-pregnancy",
    category: "planner",
    description: "Pregancy Jounral Planner for Notion 🤰 track appointments, kicks and cravings week by week. Dark and light themes. Duplicate the template into your workspace.",
    targetPlatform: ["notion"],
    fileFormats: null,
    facts: ["pregnancy", "notion", "appointments"],
    tags: ["pregnancy planner", "notion template", "pregnancy journal", "baby planner"],
  },
  {
    id: "wallart-lisbon-tram",
    category: "wallart",
    description: "Lisbon tram watercolour print, yellow tram 28 in Alfama. Sizes 8x10 and A4. Not include frame. Instant download JPG 300 dpi.",
    targetPlatform: [],
    fileFormats: "jpg",
    facts: ["lisbon", "tram", "8x10", "a4"],
    tags: ["lisbon print", "tram art", "portugal wall art", "watercolour tram"],
  },
];
