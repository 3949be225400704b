import { describe, expect, it } from "vitest";
import { asBullet, asSentence, clip } from "./polish";

describe("asSentence", () => {
  it("drops a dangling word at the end of a clause", () => {
    expect(asSentence("A planner for busy parents with")).toBe("A planner for busy parents.");
  });

  it("keeps a short word that closes a bracket ('(36x12 in)')", () => {
    expect(asSentence("A lunar phases chart (36x12 in)")).toBe("A lunar phases chart (36x12 in).");
  });

  it("chooses the article by sound ('a one-on-one notes template', 'an hour', 'a European map')", async () => {
    const { article } = await import("./polish");
    expect(article("one-on-one notes template")).toBe("a");
    expect(article("European map")).toBe("a");
    expect(article("hour-long class")).toBe("an");
    expect(article("Evernote version")).toBe("an");
  });
});

describe("a bullet cut to its length", () => {
  it("keeps a list's items whole, cuts after the last one that fits and joins them with 'and'", () => {
    const text = "Includes a caseload list, IEP due dates, a therapy schedule grid (sessions, groups, make-ups), session notes and a medicaid billing log";
    const bullet = asBullet(text, 110) ?? "";
    expect(bullet.length).toBeLessThanOrEqual(110);
    expect(bullet).toBe("Includes a caseload list, IEP due dates and a therapy schedule grid (sessions, groups, make-ups)");
  });

  it("stays within its length once ', ' becomes ' and '", () => {
    const text = "Includes aaaa, bbbb, cccc, dddd";
    for (let max = 14; max < text.length; max++) expect((asBullet(text, max) ?? "").length, `max ${max}`).toBeLessThanOrEqual(max);
    // Cut after a whole item, never inside one, and never to nothing once two items fit.
    expect(asBullet(text, 25)).toBe("Includes aaaa and bbbb");
    expect(asBullet(text, 28)).toBe("Includes aaaa, bbbb and cccc");
  });

  it("never ends on a joining sign ('a repotting &')", () => {
    const cut = clip("Includes a profile page for each plant, a watering and feeding log, a repotting & propagation record", 82);
    expect(cut).not.toMatch(/[&+/]$/);
    expect(cut.length).toBeLessThanOrEqual(82);
  });
});

describe("a short word shouted in a calm text", () => {
  it("comes down ('in ONE place', 'ALL 12 signs'), while a three-letter acronym stays ('VAT', 'CTR', 'PDF')", async () => {
    const { fixCase } = await import("./casing");
    expect(fixCase("Keep everything about your dog in ONE place. Includes ALL 12 pages.")).toBe(
      "Keep everything about your dog in one place. Includes all 12 pages.",
    );
    expect(fixCase("File your VAT return and track CTR. Comes as a PDF.")).toBe("File your VAT return and track CTR. Comes as a PDF.");
  });
});

describe("a shouted phrase in a calm text", () => {
  it("comes down whole ('NOT TODAY' is never 'NOT today'), while an acronym in it stays", async () => {
    const { fixCase } = await import("./casing");
    expect(fixCase("NOT TODAY typography print, bold red letters, 11x14 and A3")).toBe("not today typography print, bold red letters, 11x14 and A3");
    expect(fixCase("A revision planner for GCSE MATHS and NOT gates.")).toBe("A revision planner for GCSE maths and NOT gates.");
  });
});

describe("title case", () => {
  it("capitalises each side of a slash and a hyphen, small words inside stay small", async () => {
    const { titleCase } = await import("./polish");
    expect(titleCase("ice/compression log")).toBe("Ice/Compression Log");
    expect(titleCase("wet-on-wet florals")).toBe("Wet-on-Wet Florals");
  });
});

describe("lowering a first letter", () => {
  it("keeps a letter that names itself ('J and L cuts'), lowers the article 'A' and a plain word", async () => {
    const { lowerFirst } = await import("./polish");
    const never = () => false;
    expect(lowerFirst("J and L cuts", never)).toBe("J and L cuts");
    expect(lowerFirst("A quick look", never)).toBe("a quick look");
    expect(lowerFirst("Colour correction", never)).toBe("colour correction");
  });
});

describe("short words that are also code or acronyms", () => {
  it("keep their capitals ('GET and POST', 'CAN bus', 'NOT gates')", async () => {
    const { fixCase } = await import("./casing");
    expect(fixCase("Send GET requests and read the CAN bus. Build AND and NOT gates.")).toBe(
      "Send GET requests and read the CAN bus. Build AND and NOT gates.",
    );
  });
});
