import { describe, expect, it } from "vitest";
import { diffCourse, diffList, diffListings, diffText, type TextRun } from "./diff";
import type { EditableCourse, EditableListing } from "./editable";

const listing = (overrides: Partial<EditableListing> = {}): EditableListing => ({
  title: "Weekly Focus Planner",
  shortDescription: "A calm weekly planner.",
  longDescription: "A calm weekly planner for Notion with habit tracking and goals.",
  features: ["Habit tracker", "Goal pages"],
  benefits: ["Plan your week in minutes"],
  usp: [],
  useCases: [],
  keywords: ["planner", "notion"],
  cta: "Get it today",
  whyChooseUs: "",
  course: null,
  altTexts: [""],
  ...overrides,
});

const course = (overrides: Partial<EditableCourse> = {}): EditableCourse => ({
  subtitle: "Money basics in six weeks",
  courseDescription: "Learn to budget.",
  whatYouWillLearn: ["Budgeting", "Saving"],
  requirements: [],
  whoThisCourseIsFor: ["Students"],
  courseFeatures: [],
  curriculumHighlights: [],
  curriculumDetails: [
    { title: "Intro", details: "Why budgets work" },
    { title: "Saving", details: "Pay yourself first" },
  ],
  ...overrides,
});

const side = (runs: TextRun[], op: "insert" | "delete") =>
  runs
    .filter((run) => run.op !== op)
    .map((run) => run.text)
    .join("");
const marked = (runs: TextRun[]) => runs.map((run) => (run.op === "equal" ? run.text : run.op === "insert" ? `{+${run.text}}` : `[-${run.text}]`)).join("");

describe("diffText", () => {
  it("marks the words that changed and keeps the rest equal", () => {
    const runs = diffText("A calm weekly planner for Notion.", "A calm daily planner for Notion and GoodNotes.");
    expect(marked(runs)).toBe("A calm [-weekly ]{+daily }planner for [-Notion.]{+Notion and GoodNotes.}");
    expect(side(runs, "delete")).toBe("A calm daily planner for Notion and GoodNotes.");
    expect(side(runs, "insert")).toBe("A calm weekly planner for Notion.");
  });

  it("gives nothing for two empty texts and one run for equal ones", () => {
    expect(diffText("", "")).toEqual([]);
    expect(diffText("Same", "Same")).toEqual([{ op: "equal", text: "Same" }]);
    expect(diffText("", "New text")).toEqual([{ op: "insert", text: "New text" }]);
    expect(diffText("Old text", "")).toEqual([{ op: "delete", text: "Old text" }]);
  });

  it("shows a new line break but not a changed amount of spaces", () => {
    expect(marked(diffText("One  two", "One two"))).toBe("One two");
    expect(marked(diffText("One two", "One\ntwo"))).toBe("[-One ]{+One\n}two");
  });

  it("diffs two 10 000-character texts and still reconstructs the new one", () => {
    const words = (seed: number) => Array.from({ length: 1_700 }, (_, index) => `w${(index * seed) % 997}`).join(" ");
    const before = words(7).slice(0, 10_000);
    const after = words(11).slice(0, 10_000);
    const runs = diffText(before, after);
    expect(side(runs, "delete")).toBe(after);
    expect(side(runs, "insert")).toBe(before);
    expect(runs.some((run) => run.op === "equal")).toBe(true);
  });

  it("falls back to lines, then to a replace, when a text has too many words to compare", () => {
    const many = (word: string) => Array.from({ length: 5_000 }, () => word).join(" ");
    const lines = `${many("a")}\nsame line\n`;
    const byLines = diffText(lines, `${many("b")}\nsame line\n`);
    expect(byLines).toEqual([
      { op: "delete", text: `${many("a")}\n` },
      { op: "insert", text: `${many("b")}\n` },
      { op: "equal", text: "same line\n" },
    ]);
    expect(diffText(many("a"), many("b"))).toEqual([
      { op: "delete", text: many("a") },
      { op: "insert", text: many("b") },
    ]);
  });
});

describe("diffList", () => {
  const ops = (before: string[], after: string[]) => diffList(before, after).items.map((item) => `${item.op}:${item.item}`);

  it("reports added and removed items in their places", () => {
    expect(ops(["One", "Two", "Three"], ["One", "Three", "Four"])).toEqual(["equal:One", "removed:Two", "equal:Three", "added:Four"]);
  });

  it("reports an item found elsewhere as moved, with both positions", () => {
    const items = diffList(["Alpha", "Beta", "Gamma"], ["Gamma", "Alpha", "Beta"]).items;
    expect(items.map((item) => item.op)).toEqual(["moved", "equal", "equal"]);
    expect(items[0]).toMatchObject({ item: "Gamma", from: 2, to: 0 });
  });

  it("reports a rewritten item in the same place as changed, with a word diff", () => {
    const [change] = diffList(["Plan your week in minutes"], ["Plan your whole week in minutes"]).items;
    expect(change).toMatchObject({ op: "changed", before: "Plan your week in minutes", item: "Plan your whole week in minutes", from: 0, to: 0 });
    expect(marked(change?.runs ?? [])).toBe("Plan your {+whole }week in minutes");
  });

  it("keeps an unrelated replacement as removed and added", () => {
    expect(ops(["Habit tracker"], ["Printable cover"])).toEqual(["removed:Habit tracker", "added:Printable cover"]);
  });

  it("handles empty lists on either side", () => {
    expect(ops([], [])).toEqual([]);
    expect(ops([], ["New"])).toEqual(["added:New"]);
    expect(ops(["Old"], [])).toEqual(["removed:Old"]);
  });
});

describe("diffCourse", () => {
  it("lists the changed fields and modules only", () => {
    const diff = diffCourse(
      course(),
      course({
        subtitle: "Money basics in four weeks",
        whatYouWillLearn: ["Saving", "Budgeting"],
        curriculumDetails: [
          { title: "Intro", details: "Why budgets really work" },
          { title: "Investing", details: "Index funds" },
        ],
      }),
    );
    expect(diff.presence).toBe("both");
    expect(diff.fields.map((field) => field.field)).toEqual(["subtitle", "whatYouWillLearn"]);
    const subtitle = diff.fields[0];
    expect(subtitle?.kind === "text" && marked(subtitle.runs)).toBe("Money basics in [-six ]{+four }weeks");
    expect(diff.modules.map((module) => module.change.op)).toEqual(["changed", "removed", "added"]);
    expect(marked(diff.modules[0]?.details ?? [])).toBe("Why budgets {+really }work");
    expect(marked(diff.modules[0]?.title ?? [])).toBe("Intro");
  });

  it("shows a course information entry written, changed or cleared as a text change of its own", () => {
    const diff = diffCourse(course({ instructor: "Jane", duration: "6 weeks" }), course({ instructor: "Jane Doe", level: "Beginner" }));
    expect(diff.fields.map((field) => field.field)).toEqual(["duration", "level", "instructor"]);
    const instructor = diff.fields[2];
    expect(instructor?.kind === "text" && marked(instructor.runs)).toBe("[-Jane]{+Jane Doe}");
  });

  it("reports a course added as a whole", () => {
    const diff = diffCourse(null, course());
    expect(diff.presence).toBe("added");
    expect(diff.modules.every((module) => module.change.op === "added")).toBe(true);
  });
});

describe("diffListings", () => {
  it("returns only the changed sections, in page order", () => {
    const diffs = diffListings(listing(), listing({ keywords: ["planner", "notion", "habits"], title: "Daily Focus Planner", course: course() }));
    expect(diffs.map((diff) => diff.section)).toEqual(["title", "keywords", "course"]);
    expect(diffs.map((diff) => diff.diff.kind)).toEqual(["text", "list", "course"]);
  });

  it("finds nothing between equal listings, and treats a hidden paid section as no change", () => {
    expect(diffListings(listing(), listing())).toEqual([]);
    const hidden = listing({ keywords: null as unknown as string[] });
    expect(diffListings(hidden, { ...hidden })).toEqual([]);
  });
});
