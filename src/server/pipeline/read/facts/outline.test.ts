import { describe, expect, it } from "vitest";
import { readFacts } from "./read-facts";

const outline = (description: string) =>
  readFacts({ description, category: "course", targetPlatform: [], fileFormats: null, testimonial: null, imageCount: 1 }).outline;

describe("readOutline: the seller's structure", () => {
  it("reads numbered parts however the seller words them", () => {
    expect(outline("Week 1–2: Hinge pattern and deadlift\nWeek 3–4: Single-arm swing\nWeek 5–6: Turkish get-up")).toEqual([
      "Hinge pattern and deadlift",
      "Single-arm swing",
      "Turkish get-up",
    ]);
    expect(outline("Part 1 is nothing but wedging and centring — we spend an hour on it. Part 2: opening and pulling walls. Part 3: trimming feet.")).toEqual([
      "wedging and centring",
      "opening and pulling walls",
      "trimming feet",
    ]);
  });

  it("reads bullets with no heading as topics, with the seller's aside about themselves left out", () => {
    const text =
      "My workflow, step by step.\n✅ Recording: mic placement and gain staging\n✅ Pitch correction (unless you want a robot)\n✅ De-essing and saturation";
    expect(outline(text)).toEqual(["Recording: mic placement and gain staging", "Pitch correction", "De-essing and saturation"]);
    expect(outline("Sections:\n1. Bonding and resonance\n2. Acids and bases\n3. Stereochemistry")).toEqual([
      "Bonding and resonance",
      "Acids and bases",
      "Stereochemistry",
    ]);
  });

  it("takes no list of needs, inclusions, gear or counts for topics", () => {
    expect(outline("Pottery at home.\nYou will need:\n- a wheel\n- clay\n- a sponge and wire tool")).toEqual([]);
    expect(outline("Welcome!\n• 12 video lessons\n• Workbook PDF\n• Private community access")).toEqual([]);
    expect(
      outline(
        "Real estate photography.\n- gear: full frame, tripod, 1 flash\n- bracketing\n- window pulls\n- twilight exteriors\n- 5 raw bracket sets to practise on",
      ),
    ).toEqual(["bracketing", "window pulls", "twilight exteriors"]);
  });

  it("reads a list after a short lead-in, a colon or a dash", () => {
    expect(outline("Small engine repair - carb cleaning, spark plugs, pull cords. 12 vids")).toEqual(["carb cleaning", "spark plugs", "pull cords"]);
    expect(outline("Learn soy candle making from scratch: wax types, wick sizing, fragrance load, fixing frosting and wet spots.")).toEqual([
      "wax types",
      "wick sizing",
      "fragrance load",
      "fixing frosting and wet spots",
    ]);
  });

  it("keeps brackets whole and cuts the seller's promise off a topic", () => {
    expect(
      outline(
        "We cover: labelling rules (CLP in the UK, warning labels in the US), pricing your candles, and how to set up automatic investing so you never think about it.",
      ),
    ).toEqual(["labelling rules (CLP in the UK, warning labels in the US)", "pricing your candles", "how to set up automatic investing"]);
  });

  it.each([
    ["Drum rudiments bootcamp: 40 rudiments, 30 days, practice pad only."],
    ["Made for home cooks, food bloggers and small café owners."],
    ["No stand-up comedy exercises, no power poses, no pretending to be an extrovert."],
    ["Twelve stitches, one little hoop and an evening to yourself."],
    ["Most beginners learn vocabulary but never fix their tones, so nobody understands."],
    ["We begin in the 1300s and end with the colour and light of Venetian painting: Bellini, Giorgione and Titian."],
  ])("finds no outline in %j", (description) => {
    expect(outline(description)).toEqual([]);
  });
});
