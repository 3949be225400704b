import { describe, expect, it } from "vitest";
import { fitsHomePrinter, readSizes } from "./measures";

describe("fitsHomePrinter", () => {
  it("puts Letter, A4 and smaller on a home printer", () => {
    for (const size of ["A4", "A5", "A6", "US Letter", "Half Letter", "5x7", "8x10", "8.5x11", "4x6", "6x9", "20x25 cm", "21x29.7 cm"])
      expect(fitsHomePrinter(size), size).toBe(true);
  });

  it("sends anything larger to a print shop, whichever way round or unit", () => {
    for (const size of ["A3", "A2", "A1", "Tabloid", "11x14", "16x20", "18x24", "24x36", "36x24 in", "50x70 cm", "30x40 cm", "11x17", "12x16"])
      expect(fitsHomePrinter(size), size).toBe(false);
  });

  it("says nothing of a ratio", () => {
    expect(fitsHomePrinter("2:3 ratio")).toBeNull();
  });

  it("classifies every size the reader finds", () => {
    const sizes = readSizes("Comes in 5x7, 8x10 in, 50x70 cm, A4 and A2, 2:3 ratio.").map((m) => m.label);
    expect(sizes.map((size) => [size, fitsHomePrinter(size)])).toEqual([
      ["5x7", true],
      ["8x10 in", true],
      ["50x70 cm", false],
      ["2:3 ratio", null],
      ["A4", true],
      ["A2", false],
    ]);
  });
});
