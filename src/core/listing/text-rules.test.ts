import { describe, expect, it } from "vitest";
import { cleanEditable } from "./clean-editable";
import { editableListingSchema, regenerateSchema } from "./editable";
import { largestListing } from "./largest-listing";
import { stripHidden } from "./text-rules";

const INVISIBLE = [0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069].map((code) =>
  String.fromCharCode(code),
);
const listing = { ...largestListing(), title: "Weekly planner", features: ["Habit tracker"], course: null, altTexts: [] };
const issuesFor = (changes: object) => editableListingSchema.safeParse({ ...listing, ...changes }).error?.issues ?? [];

describe("the listing's text rules", () => {
  it("refuses every zero-width and direction character in a text, naming it and where it is", () => {
    for (const char of INVISIBLE) {
      const code = `U+${char.charCodeAt(0).toString(16).toUpperCase()}`;
      const issues = issuesFor({ features: [`Habit ${char}tracker`] });
      expect(
        issues.map((issue) => [issue.path.join("."), issue.message]),
        code,
      ).toEqual([
        ["features.0", expect.stringMatching(new RegExp(`^must not contain invisible characters: ${code.replace("+", "\\+")} \\([a-z -]+\\) after “Habit ”`))],
      ]);
    }
    expect(issuesFor({ title: "\u202Eresu" })[0]?.message).toBe(
      "must not contain invisible characters: U+202E (right-to-left override) at the start; delete it and retype the text around it",
    );
    // A long text is quoted from a word's start.
    expect(issuesFor({ longDescription: "A weekly planner for busy teachers\u200B and parents" })[0]?.message).toMatch(/ after “for busy teachers”;/);
    expect(regenerateSchema.safeParse({ section: null, instruction: "shorter\u2066", baseVersion: 1 }).error?.issues[0]?.path).toEqual(["instruction"]);
  });

  it("refuses C1 controls (U+0080–U+009F) as it refuses C0, and cleans them from a generator's text", () => {
    for (const code of [0x80, 0x85, 0x9b, 0x9f]) {
      const char = String.fromCharCode(code);
      expect(issuesFor({ title: `Weekly${char} planner` })[0]?.message, code.toString(16)).toMatch(/control characters/);
      expect(regenerateSchema.safeParse({ section: null, instruction: `shorter${char}`, baseVersion: 1 }).success, code.toString(16)).toBe(false);
    }
    expect(stripHidden("A\u0085B\u009BC\u00A0D")).toBe("ABC\u00A0D");
    expect(issuesFor({ title: "Café \u00A0planner ©" })).toEqual([]);
  });

  it("keeps a zero-width joiner inside an emoji, accents and other scripts", () => {
    for (const text of ["For coders 👩‍💻", "Family 👨‍👩‍👧 planner", "Pride 🏳️‍🌈 print", "Café crème", "שלום planner", "عربي"]) {
      expect(issuesFor({ title: text }), text).toEqual([]);
    }
  });

  it("cleans a generator's text of control and invisible characters and joins lines where a field is one line", () => {
    expect(stripHidden("A\u0007B\u200B\r\nC\tD 👩‍💻")).toBe("AB\nC\tD 👩‍💻");
    const cleaned = cleanEditable({
      ...listing,
      title: " Weekly\nplanner\u202E ",
      shortDescription: "One.\r\n\r\nTwo\u0000.",
      features: ["Habit\u200B tracker", "\u200D", "Goal\n pages"],
      altTexts: ["", "Cover\u2066"],
    });
    expect(cleaned).toMatchObject({
      title: "Weekly planner",
      shortDescription: "One.\n\nTwo.",
      features: ["Habit tracker", "Goal pages"],
      altTexts: ["", "Cover"],
    });
    expect(editableListingSchema.safeParse(cleaned).success).toBe(true);
  });
});
