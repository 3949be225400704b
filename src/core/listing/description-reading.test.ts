import { describe, expect, it } from "vitest";
import { isTagNoun, isTopicNoun, salientNouns, withCorrections } from "./description-reading";
import { read } from "./reading-fixtures";

describe("reading a description's nouns", () => {
  it("does not take the first part of a hyphenated word for a noun (“Hand-stitch”)", () => {
    const reading = read("Hand/PROPN ~-/PUNCT ~stitch/NOUN a/DET leather/NOUN bifold/NOUN wallet/NOUN ./PUNCT");
    expect(isTopicNoun(reading, "hand")).toBe(false);
    expect(isTopicNoun(reading, "wallet")).toBe(true);
    expect(isTopicNoun(reading, "leather")).toBe(true);
  });

  it("but takes the first part of a hyphenated adjective for a noun (“alcohol-free”, not “hand-drawn”)", () => {
    const reading = read(
      "I/PRON stopped/VERB drinking/VERB in/ADP January/PROPN and/CCONJ wanted/VERB to/PART see/VERB the/DET days/NOUN stack/VERB up/ADP ./PUNCT | Daily/ADJ alcohol/NOUN ~-/PUNCT ~free/ADJ check/NOUN ~-/PUNCT ~ins/NOUN ,/PUNCT hand/NOUN ~-/PUNCT ~drawn/VERB badges/NOUN and/CCONJ a/DET list/NOUN of/ADP alcohol/NOUN ~-/PUNCT ~free/ADJ drinks/NOUN ./PUNCT | More/ADJ hand/NOUN ~-/PUNCT ~drawn/VERB pages/NOUN ./PUNCT",
      "planner",
    );
    expect(isTopicNoun(reading, "alcohol")).toBe(true);
    expect(isTopicNoun(reading, "hand")).toBe(false);
  });

  it("reads a name with its number ('RYT-200') as the name too", () => {
    const reading = read("A/DET 200/NUM hour/NOUN teacher/NOUN training/NOUN ,/PUNCT Yoga/PROPN Alliance/PROPN RYT-200/PROPN ./PUNCT", "course");
    expect(isTagNoun(reading, "ryt")).toBe(true);
  });

  it("keeps a modifier said once after the opening out of the tags (“Latin label”), but not a head", () => {
    const reading = read(
      "Octopus/PROPN illustration/NOUN in/ADP the/DET style/NOUN of/ADP a/DET 19th/ADJ ~-/PUNCT ~century/NOUN natural/ADJ history/NOUN plate/NOUN ./PUNCT | Sepia/PROPN ink/NOUN on/ADP paper/NOUN ,/PUNCT Latin/PROPN label/NOUN underneath/ADP ./PUNCT",
      "wallart",
    );
    expect(isTagNoun(reading, "latin")).toBe(false);
    expect(isTagNoun(reading, "octopus")).toBe(true);
    expect(isTagNoun(reading, "ink")).toBe(true);
  });

  it("reads no noun into adjectives or verbs: “that same gentle class”, “scripts for hitting”", () => {
    const reading = read(
      "I/PRON teach/VERB ukulele/NOUN and/CCONJ this/PRON is/AUX that/SCONJ same/ADJ gentle/ADJ class/NOUN ./PUNCT | Scripts/NOUN for/ADP hitting/VERB and/CCONJ biting/ADJ ./PUNCT",
    );
    expect(isTopicNoun(reading, "gentle")).toBe(false);
    expect(isTopicNoun(reading, "same")).toBe(false);
    expect(isTagNoun(reading, "hitting")).toBe(false);
    expect(isTopicNoun(reading, "ukulele")).toBe(true);
  });

  it("counts the nouns of a word's family as its own uses (“tiling” of a description about tiles)", () => {
    const reading = read(
      "Tile/NOUN your/PRON own/ADJ bathroom/NOUN walls/NOUN and/CCONJ floor/NOUN like/ADP a/DET pro/NOUN ./PUNCT | A/DET course/NOUN on/ADP cutting/VERB ,/PUNCT tiling/NOUN round/ADP a/DET window/NOUN and/CCONJ grouting/VERB ./PUNCT",
    );
    expect(isTopicNoun(reading, "tiling")).toBe(true);
    expect(isTopicNoun(reading, "tiles")).toBe(true);
    expect(isTopicNoun(reading, "window")).toBe(false);
    expect(isTopicNoun(reading, "title")).toBe(false);
  });

  it("reads a gerund after a noun with no object of its own as a noun (“for your iPad journaling”), but not one with an object", () => {
    const reading = read(
      "Stickers/NOUN for/ADP your/PRON iPad/PROPN journaling/VERB ./PUNCT | Planner/NOUN pages/NOUN ./PUNCT | Start/VERB budgeting/VERB ./PUNCT | Page/NOUN making/VERB your/PRON week/NOUN easy/ADJ ./PUNCT",
      "planner",
    );
    expect(isTopicNoun(reading, "journaling")).toBe(true);
    expect(isTagNoun(reading, "budgeting")).toBe(false);
    expect(isTagNoun(reading, "making")).toBe(false);
  });

  it("counts the verb's uses for an activity's gerund (“feeding” where the seller logs feeds twice), but not a verb said once", () => {
    const reading = read(
      "Tap/VERB to/PART log/VERB feeds/VERB and/CCONJ nappies/NOUN ./PUNCT | She/PRON fed/VERB at/ADP 3/NUM ./PUNCT | Dark/ADJ mode/NOUN for/ADP night/NOUN feeds/VERB ./PUNCT | Scripts/NOUN for/ADP hitting/VERB ./PUNCT",
      "planner",
    );
    expect(isTopicNoun(reading, "feeding")).toBe(true);
    expect(isTopicNoun(reading, "hitting")).toBe(false);
    expect(isTopicNoun(reading, "feeds")).toBe(false);
  });

  it("takes the seller's heading for the product's name whatever the tagger calls it (“fly tying for beginers”)", () => {
    const reading = read("fly/VERB tying/VERB for/ADP beginers/NOUN -/PUNCT 15/NUM trout/NOUN flies/VERB ./PUNCT");
    expect(isTopicNoun(reading, "fly")).toBe(true);
    expect(isTopicNoun(reading, "tying")).toBe(true);
    expect(isTopicNoun(read("Stop/VERB dreading/VERB the/DET supermarket/NOUN meltdown/NOUN ./PUNCT"), "dreading")).toBe(false);
  });

  it("takes a word naming the kind of product it stands before (“knitting course”, “botanical line art prints”)", () => {
    expect(isTopicNoun(read("In/ADP this/DET beginner/NOUN knitting/VERB course/ADV I/PRON walk/VERB you/PRON through/ADP it/PRON ./PUNCT"), "knitting")).toBe(
      true,
    );
    const prints = read("Set/VERB of/ADP 3/NUM botanical/ADJ line/NOUN art/NOUN prints/NOUN ./PUNCT", "wallart");
    expect(isTopicNoun(prints, "botanical")).toBe(true);
  });

  it("ranks the salient nouns: said often and early, stock words and broad audiences left out", () => {
    const reading = read(
      "Rust/PROPN for/ADP backend/NOUN devs/NOUN coming/VERB from/ADP Go/VERB ,/PUNCT Node/PROPN or/CCONJ Python/PROPN ./PUNCT | Not/PART a/DET beginner/NOUN programming/NOUN course/NOUN for/ADP people/NOUN ./PUNCT | We/PRON build/VERB a/DET service/NOUN in/ADP Rust/PROPN ./PUNCT",
    );
    const salient = salientNouns(reading, "course");
    expect(salient[0]).toBe("rust");
    expect(salient).not.toContain("course");
    expect(salient).not.toContain("people");
    expect(isTopicNoun(reading, "programming")).toBe(false);
  });

  it("files a corrected typo's use under the correction too", () => {
    const reading = withCorrections(read("Pregancy/PROPN journal/NOUN with/ADP bump/NOUN photos/NOUN ./PUNCT", "planner"), [
      { from: "Pregancy", to: "Pregnancy" },
    ]);
    expect(isTopicNoun(reading, "pregnancy")).toBe(true);
    expect(isTopicNoun(reading, "pregancy")).toBe(true);
  });
});
