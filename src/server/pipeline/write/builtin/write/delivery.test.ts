import { describe, expect, it } from "vitest";
import { readFacts } from "../../../read/facts/read-facts";
import type { GenerationInput } from "../../../listing";
import { generateBuiltin } from "../generate";

const write = (category: GenerationInput["category"], description: string, fileFormats: string | null = null, targetPlatform: string[] = []) => {
  const input: GenerationInput = { description, category, targetPlatform, fileFormats, testimonial: null, imageCount: 1 };
  const facts = readFacts(input);
  const listing = generateBuiltin(input, facts);
  return { facts, listing, text: [listing.longDescription, ...listing.features, ...listing.benefits, listing.cta, listing.whyChooseUs].join("\n") };
};

describe("delivery in the copy", () => {
  it("copies a spreadsheet, a Notion page or an Airtable base into the buyer's app and never prints it", () => {
    for (const [description, app] of [
      ["Wedding budget spreadsheet for Google Sheets with a vendor list and a payment schedule. You get a PDF with the copy link.", /Google Sheets/],
      ["Freelance CRM in Notion: client database, project board and invoice tracker.", /Notion/],
      ["Airtable base for a podcast: guest pipeline, episode calendar and sponsor tracker.", /Airtable/],
      ["Monthly budget workbook for Excel and Apple Numbers with savings goals and a debt tracker.", /Excel|Numbers/],
    ] as const) {
      const { facts, text } = write("planner", description, "pdf");
      expect(facts.delivery, description).toBe("duplicate");
      expect(text, description).toMatch(app);
      expect(text, description).not.toMatch(/\bprint/i);
    }
  });

  it("has the buyer edit a Canva template in Canva, with Canva Pro only when the seller asks for it", () => {
    expect(write("others", "Instagram story templates, editable in Canva: 30 designs.", "canva").text).toMatch(/edit it in Canva with a free Canva account/);
    const pro = write("others", "Instagram story templates for Canva. You will need Canva Pro for the background remover.", "canva").text;
    expect(pro).toMatch(/Canva Pro/);
    expect(pro).not.toMatch(/free Canva account/);
  });

  it("prints Letter, A4 and smaller at home and sends larger sizes to a print shop", () => {
    const { text } = write("wallart", "Botanical fern print in 5x7, 8x10, A4, 16x20 and 24x36.", "jpeg");
    const advice = text.split("\n").find((line) => /print shop|online print/.test(line)) ?? "";
    expect(advice).toMatch(/5x7, 8x10 or A4/);
    expect(advice).toMatch(/16x20 or 24x36/);
    expect(advice.split(/;|, and /).find((clause) => /at home|yourself|home printer/.test(clause)) ?? "").not.toMatch(/16x20|24x36/);
    expect(write("wallart", "Desert dunes photo print, 24x36 and 40x60.", "jpeg").text).not.toMatch(/at home|yourself|home printer/);
  });

  it("says how the product arrives once, never as what it is for", () => {
    const { listing } = write(
      "planner",
      "Notion habit tracker with streaks and a monthly review. After purchase you'll receive a PDF with the duplicate link.",
      "pdf",
      ["notion"],
    );
    expect([listing.longDescription, ...listing.benefits, ...listing.useCases].join("\n")).not.toMatch(/(?:Use it to|easy to|want to) receive/);
  });

  it("names the app once when the file is the app's own ('Download the PowerPoint file and edit it')", () => {
    const { text } = write("planner", "Shift calendar template for PowerPoint, dated 2026, fully editable.", "pptx");
    const line = text.split("\n").find((candidate) => /PowerPoint/.test(candidate) && /edit/i.test(candidate)) ?? "";
    expect(line).toMatch(/PowerPoint/);
    expect(line.match(/PowerPoint/g)?.length ?? 0).toBe(1);
  });

  it("sends a planner for a note app that also runs on computers (OneNote) to the app, not to a tablet; a pen app to the tablet", () => {
    const onenote = write(
      "planner",
      "Client meeting notes for OneNote: agenda, decisions and action items for each call. Works in OneNote for Windows and Mac.",
    );
    expect(onenote.text).not.toMatch(/on your (?:tablet|iPad)/);
    expect(onenote.text).toMatch(/in OneNote/);
    const goodnotes = write("planner", "Hyperlinked daily planner for GoodNotes with tabs for each month and a habit tracker.");
    expect(goodnotes.text).toMatch(/on your (?:tablet|iPad)/);
  });
});
