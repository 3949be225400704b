import { describe, expect, it } from "vitest";
import { COPY_TOASTS, formatForCopy } from "./copy";

describe("formatForCopy", () => {
  it("writes booleans as Yes and No", () => {
    expect(formatForCopy(true)).toBe("Yes");
    expect(formatForCopy(false)).toBe("No");
  });

  it("joins arrays with a comma and a space, formatting items and dropping empty ones", () => {
    expect(formatForCopy(["Calm", " Focus ", "", null, true, 3, ["a", "b"]])).toBe("Calm, Focus, Yes, 3, a, b");
  });

  it("writes objects as JSON", () => {
    expect(formatForCopy({ level: "Beginner", weeks: 6 })).toBe('{\n  "level": "Beginner",\n  "weeks": 6\n}');
  });

  it("writes numbers as text and trims strings", () => {
    expect(formatForCopy(0)).toBe("0");
    expect(formatForCopy(4.5)).toBe("4.5");
    expect(formatForCopy("  Planner  ")).toBe("Planner");
  });

  it.each([[undefined], [null], [""], ["  \n "], [[]], [["", null]], [{}], [Number.NaN], [() => 1]])("refuses %j", (value) => {
    expect(formatForCopy(value)).toBeNull();
  });
});

describe("COPY_TOASTS", () => {
  it("uses the copy buttons' texts, odd failure title included", () => {
    expect(COPY_TOASTS).toEqual({
      empty: { title: "Nothing to copy", description: "The content is empty or undefined." },
      copied: { title: "Copied", description: "Content copied to clipboard" },
      failed: { title: "Copied to clipboard", description: "Failed to copy." },
    });
  });
});
