import { COURSE_INFO_KEYS } from "../products/course";
import { LISTING_SECTIONS, type EditableCourse, type EditableListing, type EditableModule, type ListingSection } from "./editable";

/**
 * What changed between two versions of a listing, section by section, in a shape the history
 * panel can show as it is: words for texts, items for lists, fields and modules for a course.
 */

export type RunOp = "equal" | "insert" | "delete";
export interface TextRun {
  op: RunOp;
  text: string;
}

export type ItemChange<T> =
  | { op: "equal"; item: T; from: number; to: number }
  | { op: "added"; item: T; to: number }
  | { op: "removed"; item: T; from: number }
  | { op: "moved"; item: T; from: number; to: number }
  | { op: "changed"; before: T; item: T; from: number; to: number };

export interface TextDiff {
  kind: "text";
  runs: TextRun[];
}
export interface ListDiff {
  kind: "list";
  items: Array<ItemChange<string> & { runs?: TextRun[] }>;
}
export interface ModuleChange {
  change: ItemChange<EditableModule>;
  /** For a changed module: what changed in its title and its details. */
  title?: TextRun[];
  details?: TextRun[];
}
export type CourseFieldDiff = { field: keyof EditableCourse } & (TextDiff | ListDiff);
export interface CourseDiff {
  kind: "course";
  /** "added"/"removed": the listing gained or lost its course details as a whole. */
  presence: "both" | "added" | "removed";
  fields: CourseFieldDiff[];
  modules: ModuleChange[];
}
export interface SectionDiff {
  section: ListingSection;
  diff: TextDiff | ListDiff | CourseDiff;
}

// Beyond this many table cells the word diff falls back to lines, then to a plain replace; a
// 10 000-character text has about 1 700 words, well inside it.
const MAX_CELLS = 4_000_000;

/** Words with the whitespace after them, so that joining the tokens gives the text back. */
const tokenize = (text: string): string[] => text.match(/^\s+|\S+\s*/g) ?? [];
const lineTokens = (text: string): string[] => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
// Whitespace differences other than a line break are not worth showing.
const compareKey = (token: string) => token.replace(/\s+$/, (space) => (space.includes("\n") ? "\n" : " "));

type Step = { op: RunOp; a: number; b: number };

/** Longest common subsequence alignment of two key lists, as equal/delete/insert steps. */
function align(a: string[], b: string[]): Step[] | null {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const n = endA - start;
  const m = endB - start;
  if (n * m > MAX_CELLS) return null;
  // Numbers compare faster than strings in the n × m loop.
  const ids = new Map<string, number>();
  const idOf = (key: string) => {
    const known = ids.get(key);
    if (known !== undefined) return known;
    ids.set(key, ids.size);
    return ids.size - 1;
  };
  const idsA = Int32Array.from(a.slice(start, endA), idOf);
  const idsB = Int32Array.from(b.slice(start, endB), idOf);
  // table[i * width + j]: LCS length of the rests from a's i-th and b's j-th differing key on.
  const width = m + 1;
  // n × m ≤ MAX_CELLS keeps the shorter side, and so every length, under 2 000: 16 bits hold it.
  const table = new Uint16Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    const row = i * width;
    const below = row + width;
    const key = idsA[i];
    for (let j = m - 1; j >= 0; j--) {
      table[row + j] = key === idsB[j] ? (table[below + j + 1] as number) + 1 : Math.max(table[below + j] as number, table[row + j + 1] as number);
    }
  }
  const cell = (i: number, j: number) => table[i * width + j] ?? 0;
  const steps: Step[] = [];
  for (let k = 0; k < start; k++) steps.push({ op: "equal", a: k, b: k });
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && idsA[i] === idsB[j]) {
      steps.push({ op: "equal", a: start + i++, b: start + j++ });
    } else if (i < n && (j === m || cell(i + 1, j) >= cell(i, j + 1))) {
      steps.push({ op: "delete", a: start + i++, b: start + j });
    } else {
      steps.push({ op: "insert", a: start + i, b: start + j++ });
    }
  }
  for (let k = 0; k < a.length - endA; k++) steps.push({ op: "equal", a: endA + k, b: endB + k });
  return steps;
}

function pushRun(runs: TextRun[], op: RunOp, text: string) {
  if (!text) return;
  const last = runs.at(-1);
  if (last?.op === op) last.text += text;
  else runs.push({ op, text });
}

function tokenRuns(a: string[], b: string[]): TextRun[] | null {
  const steps = align(a.map(compareKey), b.map(compareKey));
  if (!steps) return null;
  const runs: TextRun[] = [];
  // Deletions first within a changed stretch, so "old new" reads in that order.
  let inserts = "";
  for (const step of steps) {
    if (step.op === "insert") {
      inserts += b[step.b] ?? "";
      continue;
    }
    if (step.op === "equal") {
      pushRun(runs, "insert", inserts);
      inserts = "";
    }
    pushRun(runs, step.op, (step.op === "equal" ? b[step.b] : a[step.a]) ?? "");
  }
  pushRun(runs, "insert", inserts);
  return runs;
}

/**
 * A word-level diff: equal runs carry the new text's words, so equal + insert runs give `after`
 * exactly and equal + delete runs give `before` up to whitespace.
 */
export function diffText(before: string, after: string): TextRun[] {
  if (before === after) return before ? [{ op: "equal", text: after }] : [];
  const runs = tokenRuns(tokenize(before), tokenize(after)) ?? tokenRuns(lineTokens(before), lineTokens(after));
  if (runs) return runs;
  const replaced: TextRun[] = [];
  pushRun(replaced, "delete", before);
  pushRun(replaced, "insert", after);
  return replaced;
}

const contentWords = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/** Dice overlap of two items' words: enough shared words make a rewrite "changed", not removed + added. */
function similar(a: string, b: string): boolean {
  const left = contentWords(a);
  const right = contentWords(b);
  if (left.size + right.size === 0) return true;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return (2 * shared) / (left.size + right.size) >= 0.34;
}

/**
 * Item-level alignment: items kept in order are equal; an item found again elsewhere is moved;
 * within one stretch between kept items, a removed item that resembles an added one is changed.
 * Removed and changed items come where they stood, added and moved ones where they now stand.
 */
export function diffItems<T>(before: T[], after: T[], key: (item: T) => string): Array<ItemChange<T>> {
  const keysA = before.map(key);
  const keysB = after.map(key);
  const steps = align(keysA, keysB) ?? [];
  const removed = steps.filter((s) => s.op === "delete");
  const added = steps.filter((s) => s.op === "insert");
  const movedTo = new Map<number, number>();
  const changedTo = new Map<number, number>();
  const usedA = new Set<number>();
  const pair = (step: Step, into: Map<number, number>, matches: (s: Step) => boolean) => {
    const match = removed.find((s) => !usedA.has(s.a) && matches(s));
    if (!match) return;
    usedA.add(match.a);
    into.set(step.b, match.a);
  };
  for (const step of added) pair(step, movedTo, (s) => keysA[s.a] === keysB[step.b]);
  // The same stretch: the removed item sits where the insertion does, between the same kept items.
  const gap = stretches(steps);
  for (const step of added) {
    if (!movedTo.has(step.b)) pair(step, changedTo, (s) => gap.get(s) === gap.get(step) && similar(keysA[s.a] ?? "", keysB[step.b] ?? ""));
  }
  const changedFrom = new Map([...changedTo].map(([to, from]) => [from, to]));
  // Steps only hold indices inside the lists.
  const old = (index: number) => before[index] as T;
  const now = (index: number) => after[index] as T;
  const changes: Array<ItemChange<T>> = [];
  for (const step of steps) {
    if (step.op === "equal") changes.push({ op: "equal", item: now(step.b), from: step.a, to: step.b });
    else if (step.op === "delete") {
      const changed = changedFrom.get(step.a);
      if (changed !== undefined) changes.push({ op: "changed", before: old(step.a), item: now(changed), from: step.a, to: changed });
      else if (!usedA.has(step.a)) changes.push({ op: "removed", item: old(step.a), from: step.a });
    } else {
      const moved = movedTo.get(step.b);
      if (moved !== undefined) changes.push({ op: "moved", item: now(step.b), from: moved, to: step.b });
      else if (!changedTo.has(step.b)) changes.push({ op: "added", item: now(step.b), to: step.b });
    }
  }
  return changes;
}

/** For each step, the number of equal steps before it: steps with the same count lie in the same stretch. */
function stretches(steps: Step[]): Map<Step, number> {
  const gap = new Map<Step, number>();
  let count = 0;
  for (const step of steps) {
    if (step.op === "equal") count++;
    gap.set(step, count);
  }
  return gap;
}

export function diffList(before: string[], after: string[]): ListDiff {
  return {
    kind: "list",
    items: diffItems(before, after, (item) => item).map((change) =>
      change.op === "changed" ? { ...change, runs: diffText(change.before, change.item) } : change,
    ),
  };
}

const hasChange = (diff: TextDiff | ListDiff) =>
  diff.kind === "text" ? diff.runs.some((run) => run.op !== "equal") : diff.items.some((item) => item.op !== "equal");

const COURSE_TEXTS = ["subtitle", "courseDescription"] as const;
const COURSE_LISTS = ["whatYouWillLearn", "requirements", "whoThisCourseIsFor", "courseFeatures", "curriculumHighlights"] as const;
const EMPTY_COURSE: EditableCourse = {
  subtitle: "",
  courseDescription: "",
  whatYouWillLearn: [],
  requirements: [],
  whoThisCourseIsFor: [],
  courseFeatures: [],
  curriculumHighlights: [],
  curriculumDetails: [],
};

export function diffCourse(before: EditableCourse | null, after: EditableCourse | null): CourseDiff {
  const a = before ?? EMPTY_COURSE;
  const b = after ?? EMPTY_COURSE;
  const fields: CourseFieldDiff[] = [
    ...[...COURSE_TEXTS, ...COURSE_INFO_KEYS].map((field) => ({ field, kind: "text" as const, runs: diffText(a[field] ?? "", b[field] ?? "") })),
    ...COURSE_LISTS.map((field) => ({ field, ...diffList(a[field], b[field]) })),
  ].filter(hasChange);
  const modules = diffItems(a.curriculumDetails, b.curriculumDetails, (module) => `${module.title}\n${module.details}`).map((change): ModuleChange =>
    change.op === "changed"
      ? { change, title: diffText(change.before.title, change.item.title), details: diffText(change.before.details, change.item.details) }
      : { change },
  );
  const presence = before && after ? "both" : after ? "added" : "removed";
  return { kind: "course", presence, fields, modules: modules.some((m) => m.change.op !== "equal") ? modules : [] };
}

const TEXT_SECTIONS = new Set<ListingSection>(["title", "shortDescription", "longDescription", "cta", "whyChooseUs"]);

/** Every section that differs between `before` and `after`, in page order. */
export function diffListings(before: EditableListing, after: EditableListing): SectionDiff[] {
  const diffs: SectionDiff[] = [];
  for (const section of LISTING_SECTIONS) {
    if (section === "course") {
      if (JSON.stringify(before.course) !== JSON.stringify(after.course)) diffs.push({ section, diff: diffCourse(before.course, after.course) });
      continue;
    }
    // Paid-only sections arrive as null for plans without them: nothing to compare then.
    const a: unknown = before[section] ?? (TEXT_SECTIONS.has(section) ? "" : []);
    const b: unknown = after[section] ?? (TEXT_SECTIONS.has(section) ? "" : []);
    const diff = typeof a === "string" && typeof b === "string" ? { kind: "text" as const, runs: diffText(a, b) } : diffList(a as string[], b as string[]);
    if (hasChange(diff)) diffs.push({ section, diff });
  }
  return diffs;
}
