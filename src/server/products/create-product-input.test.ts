import { describe, expect, it } from "vitest";
import { AppError, parseOrThrow } from "../http/errors";
import { createProductInput } from "./create-product-input";

// The create call's 400s are part of the API: these pin the exact answers, so moving the rules
// (decision 038) cannot change what a client is told.
const a = "11111111-1111-4111-8111-111111111111";
const b = "22222222-2222-4222-8222-222222222222";
const good = {
  description: "A planner",
  category: "planner",
  targetPlatform: ["notion"],
  fileFormats: "pdf",
  screenshotIds: [a],
  testimonial: null,
  beforeAfter: null,
};
const FORMATS = `Invalid option: expected one of "pdf"|"png"|"jpeg"|"keynote"|"pptx"|"psd"|"figma"|"canva"`;
const APPS = `Invalid option: expected one of "notion"|"notability"|"goodnotes"|"onenote"|"apple-notes"|"evernote"|"obsidian"|"custom-other"`;

function refusal(body: unknown) {
  try {
    parseOrThrow(createProductInput, body);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message, details: error.details };
    throw error;
  }
  throw new Error("accepted");
}

describe("createProductInput refusals", () => {
  it.each<[string, unknown, string, Record<string, string[]>]>([
    ["no object", "text", "body: Invalid input: expected object, received string", { body: ["Invalid input: expected object, received string"] }],
    [
      "an empty object",
      {},
      "description: Invalid input: expected string, received undefined",
      {
        description: ["Invalid input: expected string, received undefined"],
        category: ["must be one of course, planner, wallart"],
        screenshotIds: ["Invalid input: expected array, received undefined"],
      },
    ],
    [
      "an unknown category",
      { ...good, category: "ebook" },
      "category: must be one of course, planner, wallart",
      { category: ["must be one of course, planner, wallart"] },
    ],
    ["a blank description", { ...good, description: "   " }, "description: is required", { description: ["is required"] }],
    [
      "a long description",
      { ...good, description: "x".repeat(5001) },
      "description: must be at most 5000 characters",
      { description: ["must be at most 5000 characters"] },
    ],
    ["no screenshot", { ...good, screenshotIds: [] }, "screenshotIds: add at least one screenshot", { screenshotIds: ["add at least one screenshot"] }],
    [
      "a bad image id",
      { ...good, screenshotIds: ["x"] },
      "screenshotIds.0: must be an uploaded image id",
      { "screenshotIds.0": ["must be an uploaded image id"] },
    ],
    ["six screenshots", { ...good, screenshotIds: Array(6).fill(a) }, "screenshotIds: at most 5 screenshots", { screenshotIds: ["at most 5 screenshots"] }],
    ["a repeated screenshot", { ...good, screenshotIds: [a, a] }, "screenshotIds: must not repeat an image", { screenshotIds: ["must not repeat an image"] }],
    [
      "a planner without format",
      { ...good, fileFormats: null },
      "fileFormats: is required for planners and wall art",
      { fileFormats: ["is required for planners and wall art"] },
    ],
    ["an empty format", { ...good, category: "wallart", fileFormats: "" }, `fileFormats: ${FORMATS}`, { fileFormats: [FORMATS] }],
    // A wrong app stops the later rules, so the missing format is not named too.
    ["an unknown app", { ...good, targetPlatform: ["myspace"], fileFormats: null }, `targetPlatform.0: ${APPS}`, { "targetPlatform.0": [APPS] }],
    [
      "nine apps",
      { ...good, targetPlatform: Array(9).fill("notion") },
      "targetPlatform: Too big: expected array to have <=8 items",
      { targetPlatform: ["Too big: expected array to have <=8 items"] },
    ],
    [
      "a testimonial without text or avatar",
      { ...good, testimonial: { content: "", title: "Ann" } },
      "testimonial.content: is required",
      { "testimonial.content": ["is required"], "testimonial.avatarId": ["must be an uploaded image id"] },
    ],
    [
      "a long testimonial",
      { ...good, testimonial: { content: "x".repeat(2001), title: "y".repeat(201), avatarId: a } },
      "testimonial.content: must be at most 2000 characters",
      { "testimonial.content": ["must be at most 2000 characters"], "testimonial.title": ["must be at most 200 characters"] },
    ],
    [
      "half stars",
      { ...good, testimonial: { content: "c", title: "t", avatarId: a, rating: 2.5 } },
      "testimonial.rating: must be a whole number of stars",
      { "testimonial.rating": ["must be a whole number of stars"] },
    ],
    [
      "no stars",
      { ...good, testimonial: { content: "c", title: "t", avatarId: a, rating: 0 } },
      "testimonial.rating: must be a whole number of stars",
      { "testimonial.rating": ["must be a whole number of stars"] },
    ],
    [
      "half a before/after",
      { ...good, beforeAfter: { beforeId: a } },
      "beforeAfter.afterId: must be an uploaded image id",
      { "beforeAfter.afterId": ["must be an uploaded image id"] },
    ],
    [
      "a name of 81 characters",
      { ...good, productName: "n".repeat(81) },
      "productName: must be at most 80 characters",
      { productName: ["must be at most 80 characters"] },
    ],
    ["a name that is not text", { ...good, productName: 42 }, "productName: must be text", { productName: ["must be text"] }],
    [
      "a name with a line break",
      { ...good, productName: "Ukulele\ncourse" },
      "productName: must not contain control characters or line breaks",
      { productName: ["must not contain control characters or line breaks"] },
    ],
    [
      "a name with a tag",
      { ...good, productName: "<b>Ukulele</b>" },
      "productName: must not contain HTML tags or entities",
      { productName: ["must not contain HTML tags or entities"] },
    ],
    ["an unknown key", { ...good, status: "complete" }, 'body: Unrecognized key: "status"', { body: ['Unrecognized key: "status"'] }],
  ])("answers %s with VALIDATION_FAILED naming each bad field", (_, body, message, details) => {
    expect(refusal(body)).toEqual({ code: "VALIDATION_FAILED", message, details });
  });
});

describe("createProductInput", () => {
  it("trims texts, keeps apps (once) only for planners and a file format only for planners and wall art", () => {
    expect(parseOrThrow(createProductInput, { ...good, description: "  padded  ", targetPlatform: ["notion", "goodnotes", "notion"] })).toMatchObject({
      description: "padded",
      targetPlatform: ["notion", "goodnotes"],
      fileFormats: "pdf",
    });
    expect(parseOrThrow(createProductInput, { ...good, category: "wallart" })).toMatchObject({ targetPlatform: [], fileFormats: "pdf" });
    expect(parseOrThrow(createProductInput, { ...good, category: "course" })).toMatchObject({ targetPlatform: [], fileFormats: null });
  });

  it("trims the product name and reads a blank or null one as none", () => {
    expect(parseOrThrow(createProductInput, { ...good, productName: "  Ukulele for beginners course  " }).productName).toBe("Ukulele for beginners course");
    expect(parseOrThrow(createProductInput, { ...good, productName: `  ${"n".repeat(80)}  ` }).productName).toBe("n".repeat(80));
    for (const productName of ["", "   ", null, undefined]) expect(parseOrThrow(createProductInput, { ...good, productName }).productName).toBeNull();
  });

  it("fills the optional parts and keeps both addons", () => {
    expect(parseOrThrow(createProductInput, { description: "x", category: "course", screenshotIds: [a, b] })).toEqual({
      productName: null,
      description: "x",
      category: "course",
      targetPlatform: [],
      fileFormats: null,
      screenshotIds: [a, b],
      testimonial: null,
      beforeAfter: null,
    });
    const addons = { testimonial: { content: " c ", title: " t ", avatarId: b, rating: 4 }, beforeAfter: { beforeId: a, afterId: b }, onDuplicate: "unique" };
    expect(parseOrThrow(createProductInput, { ...good, ...addons })).toMatchObject({
      testimonial: { content: "c", title: "t", avatarId: b, rating: 4 },
      beforeAfter: { beforeId: a, afterId: b },
      onDuplicate: "unique",
    });
  });
});
