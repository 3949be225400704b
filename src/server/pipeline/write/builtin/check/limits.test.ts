import { describe, expect, it } from "vitest";
import { closeAside } from "./limits";

describe("closeAside", () => {
  it("drops an aside a sentence break left open, and keeps a closed one", () => {
    expect(closeAside("Make a simple A-line dress with pockets (yes, pockets")).toBe("Make a simple A-line dress with pockets");
    expect(closeAside("Weekly pages (with a habit grid)")).toBe("Weekly pages (with a habit grid)");
    expect(closeAside("Pages (where")).toBe("Pages (where");
  });
});
