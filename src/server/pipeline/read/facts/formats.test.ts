import { describe, expect, it } from "vitest";
import { canvaPlanOf, deliveryOf, readApps, readFormats, ruledOutApps, saysPrintable } from "./formats";
import { readNegations } from "./negations";

describe("apps the seller rules out", () => {
  it("are not the product's apps, wherever the negation sits in the clause", () => {
    expect(readApps("Layered PSD for Photoshop. Not editable in Canva.", [])).toEqual(["Photoshop"]);
    expect(readApps("A Keynote file. PowerPoint is not supported, and the file can't be opened in Canva.", [])).toEqual(["Keynote"]);
    expect(readApps("Edit it in free Canva. Not editable in Photoshop or Word.", [])).toEqual(["Canva"]);
    expect(readApps("You don't need Excel: it runs in Google Sheets.", [])).toEqual(["Google Sheets"]);
    expect(readApps("Works in OneNote. Importing directly on iPad isn't supported.", ["onenote"])).toEqual(["OneNote"]);
  });

  it("stay the product's apps when only a plan is ruled out or the product replaces something", () => {
    expect(readApps("Everything is editable in free Canva. Canva Pro NOT required.", [])).toEqual(["Canva"]);
    expect(readApps("No more sticky notes in Notion: one dashboard.", [])).toEqual(["Notion"]);
    expect(ruledOutApps("Not editable in Canva, but Canva users can import the PDF.")).toEqual([]);
  });

  it("leave the product editable in the app it is made for", () => {
    for (const text of [
      "Layered PSD for Photoshop. Not editable in Canva.",
      "Edit it in free Canva. Not editable in Photoshop or Word.",
      "Keynote file; can't be edited with PowerPoint.",
    ])
      expect(
        readNegations(text).map((n) => n.label),
        text,
      ).not.toContain("not editable");
    for (const text of ["Flattened JPG, not editable.", "Not editable. Please message me for changes.", "The text cannot be edited."])
      expect(
        readNegations(text).map((n) => n.label),
        text,
      ).toContain("not editable");
  });

  it("become claims the listing must not make", () => {
    const negation = readNegations("Layered PSD. Not editable in Canva.").find((n) => n.label === "not compatible with Canva");
    expect(negation?.forbidden).toEqual(expect.arrayContaining(["for canva", "in canva"]));
  });
});

describe("whether the seller says the buyer prints it", () => {
  it("reads printing the seller offers", () => {
    for (const text of [
      "Printable PDF, A4 and US Letter.",
      "You can print it too if you prefer paper.",
      "Digital file only – you print it yourself.",
      "Plus ready-to-print JPGs.",
    ])
      expect(saysPrintable(text), text).toBe(true);
  });

  it("ignores printing the seller rules out, ships or only names as a style", () => {
    for (const text of [
      "Not a printable product — it's designed to be used on a laptop.",
      "These are digital only — not printable sticker sheets.",
      "This is a digital download: no canvas, no print and no frame will be posted.",
      "Instant download — you will NOT receive a physical print.",
      "Large-print songbook included. Screen-print style poster. The gold foil is a printed effect.",
      "Spreadsheet, nothing to print.",
    ])
      expect(saysPrintable(text), text).toBe(false);
  });
});

describe("delivery", () => {
  const planner = (apps: string[], formats: string[], text: string) => deliveryOf("planner", apps, formats, text);

  it("never prints a spreadsheet, Notion, Airtable or Obsidian product unless the seller says printable", () => {
    expect(planner(["Google Sheets", "Excel"], ["PDF"], "Budget spreadsheet. You'll download a PDF with the copy link.")).toBe("duplicate");
    expect(planner(["Notion"], ["PDF"], "Notion dashboard for students.")).toBe("duplicate");
    expect(planner(["Airtable"], [], "Airtable base for wedding vendors.")).toBe("duplicate");
    expect(planner(["Obsidian"], [], "Obsidian vault for your reading notes.")).toBe("duplicate");
    expect(planner(["Excel"], ["PDF"], "Not a printable product.")).toBe("duplicate");
    expect(planner(["Evernote"], ["PDF"], "Evernote templates. Also comes as a printable PDF.")).toBe("download");
  });

  it("prints a PDF planner only when the seller says printable, and wall art always", () => {
    expect(planner([], ["PDF"], "Aquarium water log for ammonia and nitrate.")).toBe("download");
    expect(planner([], ["PDF"], "Printable PDF, US Letter.")).toBe("print");
    expect(deliveryOf("wallart", [], ["JPEG"], "Heron in sumi ink, 24x36.")).toBe("print");
  });

  it("lets the file the seller sends decide before the apps it is used in", () => {
    expect(planner(["GoodNotes", "Notability", "Keynote"], ["Keynote", "PDF"], "A fully editable Keynote file for making planners.")).toBe("download");
    expect(planner(["GoodNotes"], ["PDF"], "Hyperlinked planner for GoodNotes.")).toBe("import");
    expect(planner(["Canva"], ["Canva", "PDF"], "Instagram templates, editable in free Canva.")).toBe("download");
    expect(deliveryOf("wallart", ["Canva"], ["Canva"], "Editable classroom posters in Canva.")).toBe("edit-then-print");
  });
});

describe("Canva plan", () => {
  it("asks for Canva Pro only when the seller says it is needed", () => {
    expect(canvaPlanOf("Editable in Canva.")).toBe("free");
    expect(canvaPlanOf("Canva Pro NOT required.")).toBe("free");
    expect(canvaPlanOf("Works with a free Canva account; no Canva Pro needed.")).toBe("free");
    expect(canvaPlanOf("You will need Canva Pro for the background remover.")).toBe("pro");
    expect(canvaPlanOf("Requires a Canva Pro subscription.")).toBe("pro");
  });
});

describe("the format of a guide that comes with the product", () => {
  it("is not the product's format ('a PDF guide with screenshots', 'printing tips PDF')", () => {
    expect(readFormats("Delivered as a notebook file plus a PDF guide with screenshots.", null)).toEqual([]);
    expect(readFormats("300 dpi PNG files and a printing tips PDF.", null)).toEqual(["PNG"]);
    expect(readFormats("A printable PDF planner with a PDF guide.", null)).toEqual(["PDF"]);
  });
});
