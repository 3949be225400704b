import { describe, expect, it } from "vitest";
import {
  CATEGORIES,
  CATEGORY_CARDS,
  COMPATIBLE_APPS,
  FILE_FORMATS,
  FILE_FORMAT_LABELS,
  STORED_CATEGORIES,
  categoryLabel,
  isCategory,
  platformLabel,
} from "./catalog";

describe("categories", () => {
  it("offers course, planner and wall art in the wizard and stores 'others' too", () => {
    expect(CATEGORIES).toEqual(["course", "planner", "wallart"]);
    expect(STORED_CATEGORIES).toEqual(["planner", "wallart", "course", "others"]);
  });

  it("recognises only wizard categories", () => {
    expect(isCategory("wallart")).toBe(true);
    expect(isCategory("others")).toBe(false);
    expect(isCategory("Course")).toBe(false);
    expect(isCategory(undefined)).toBe(false);
  });

  it("describes each category card with its own texts", () => {
    expect(CATEGORY_CARDS).toEqual({
      course: {
        title: "Online Course",
        description: "Educational content with curriculum, lessons and learning objectives",
      },
      planner: {
        title: "Digital Planner/Dashboard",
        description: "Organizational tools, planners, or interactive dashboards",
      },
      wallart: { title: "Wall Art", description: "Visual designs, printables, or decorative graphics" },
    });
  });

  it.each([
    ["wallart", "Wall Art"],
    ["Wallart", "Wall Art"],
    ["wall_art", "Wall Art"],
    ["course", "Course"],
    ["planner", "Planner"],
    ["others", "Others"],
    ["digital_planner_pro", "Digital Planner Pro"],
    ["", "Not specified"],
    ["  ", "Not specified"],
    [null, "Not specified"],
    [undefined, "Not specified"],
  ])("labels category %j as %s", (category, label) => {
    expect(categoryLabel(category)).toBe(label);
  });
});

describe("apps and formats", () => {
  it("lists the compatible apps and file formats, each format labelled", () => {
    expect(COMPATIBLE_APPS).toEqual(["notion", "notability", "goodnotes", "onenote", "apple-notes", "evernote", "obsidian", "custom-other"]);
    expect(FILE_FORMATS).toEqual(["pdf", "png", "jpeg", "keynote", "pptx", "psd", "figma", "canva"]);
    for (const format of FILE_FORMATS) expect(FILE_FORMAT_LABELS[format]).toBeTruthy();
  });

  it.each([
    ["notion", "Notion"],
    ["notability", "Notability"],
    ["goodnotes", "GoodNotes"],
    ["onenote", "OneNote"],
    ["apple-notes", "Apple Notes"],
    ["evernote", "Evernote"],
    ["obsidian", "Obsidian"],
    ["custom-other", "Custom/Other"],
    ["web", "Web"],
    ["mobile", "Mobile"],
    ["desktop", "Desktop"],
    ["ios", "iOS"],
    ["android", "Android"],
    ["windows", "Windows"],
    ["macos", "macOS"],
    ["linux", "Linux"],
    ["iOS", "iOS"],
    ["remarkable-2", "Remarkable 2"],
    ["zoho_notebook", "Zoho Notebook"],
    ["MyApp", "MyApp"],
  ])("shows platform %s as %s", (value, label) => {
    expect(platformLabel(value)).toBe(label);
  });
});
