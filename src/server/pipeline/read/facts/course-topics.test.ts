import { describe, expect, it } from "vitest";
import { readTopics, teachingSentence } from "./course-topics";

const topics = (text: string) => readTopics(text.split(/(?<=[.!?])\s+/));

describe("readTopics: what the prose says the course goes through", () => {
  it("follows a route across sentences, in the seller's order", () => {
    expect(topics("We start with knife skills and stocks and work up to sauces, braising and roasting, finishing with a dinner party menu.")).toEqual([
      "knife skills",
      "stocks",
      "sauces",
      "braising",
      "roasting",
      "a dinner party menu",
    ]);
    expect(topics("We go over tuning first, then tone production, vibrato and shifting. After that it's scales in thirds, etudes and bowing styles.")).toEqual([
      "tuning first",
      "tone production",
      "vibrato",
      "shifting",
      "scales in thirds",
      "etudes",
      "bowing styles",
    ]);
  });

  it("keeps a step whole when it groups names", () => {
    expect(topics("We begin with the Impressionists, move through Cézanne, Gauguin and Van Gogh, then Cubism.")).toEqual([
      "the Impressionists",
      "Cézanne, Gauguin and Van Gogh",
      "Cubism",
    ]);
  });

  it("reads what a teacher explains and what lessons are on", () => {
    expect(topics("A tax adviser explains allowances, pension relief and how to file online.")).toEqual(["allowances", "pension relief", "how to file online"]);
    expect(topics("Each week has a workout, plus short videos on breathing, pacing and recovery.")).toEqual(["breathing", "pacing", "recovery"]);
    expect(topics("You'll learn to read a contour map, take a bearing and pack light.")).toEqual([
      "how to read a contour map",
      "how to take a bearing",
      "how to pack light",
    ]);
  });

  it("takes no denied topic, audience, length or pronoun for a topic", () => {
    expect(topics("This won't teach hand-building, and I don't cover buying a kiln.")).toEqual([]);
    expect(topics("I teach adult beginners since many years.")).toEqual([]);
    expect(topics("Learn hiragana and katakana in 14 days with mnemonics + printable drills.")).toEqual(["hiragana", "katakana"]);
    expect(topics("We learn four chords and use them to play twelve songs from the 50s and 60s.")).toEqual([]);
  });

  it("finds the seller's sentence about what is taught, even when it lists no topics", () => {
    expect(teachingSentence(["A gentle class.", "We learn four chords and use them to play twelve songs from the 50s and 60s."])).toMatch(
      /^We learn four chords/,
    );
    expect(teachingSentence(["Resin coasters for beginners!", "No bubbles."])).toBeUndefined();
  });
});
