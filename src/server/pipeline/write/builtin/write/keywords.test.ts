import { describe, expect, it } from "vitest";
import { written } from "../corpus-written";
import { CORPUS_CASES } from "../../../../../../eval/corpus";
import { readFacts } from "../../../read/facts/read-facts";
import type { GenerationInput } from "../../../listing";
import { generateBuiltin } from "../generate";
import { wordFamily } from "../../../../../core/listing/text";

const write = (category: GenerationInput["category"], description: string) => {
  const input: GenerationInput = { description, category, targetPlatform: [], fileFormats: null, testimonial: null, imageCount: 1 };
  const facts = readFacts(input);
  return { facts, listing: generateBuiltin(input, facts) };
};
const words = (tag: string) => tag.split(/[^\p{L}\d']+/u);
// Read once, outside the tests' time limits: 150 descriptions take seconds on a loaded machine.
const corpusSubjects = CORPUS_CASES.map((c) => written(c).facts.subject ?? "");
const corpusListings = CORPUS_CASES.map((c) => ({ id: c.id, listing: written(c).listing }));

describe("tags and names the description only uses to describe something else", () => {
  it("never makes a tag or a title word of a people's or language's name put before a noun", () => {
    for (const [description, modifiers] of [
      [
        "Hand-drawn chart of French bread shapes with Italian and regional names: baguette, boule, ficelle, ciabatta. Kitchen wall art in 8x10, 11x14 and A4.",
        ["italian"],
      ],
      ["Whisky distilleries map with Gaelic and English place names, from Islay to Speyside. Sizes 8x10, 11x14 and A3.", ["gaelic", "english"]],
      ["Botanical chart of 30 European woodland ferns with Latin and common names. Sizes 8x10 and 18x24.", ["european", "latin"]],
      ["Butcher's chart of beef cuts with a US version using American cut names. Sizes 8x10 and A4.", ["american"]],
    ] as const) {
      const { listing } = write("wallart", description);
      for (const tag of listing.keywords)
        expect(
          modifiers.some((word) => words(tag).includes(word)),
          `${tag} (${description})`,
        ).toBe(false);
      for (const word of modifiers) expect(listing.title.toLowerCase(), description).not.toContain(word);
    }
  });

  it("keeps a place put before a noun: it is what the art shows", () => {
    const { listing } = write("wallart", "Lisbon rooftops at dusk, a black and white photograph taken from my window. Sizes 8x10 and A3.");
    expect(listing.keywords.filter((tag) => words(tag).includes("lisbon")).length).toBeGreaterThanOrEqual(1);
  });

  it("never starts a subject with a word made a style ('vintage-style', 'watercolour-style')", () => {
    const subjects = [...corpusSubjects];
    subjects.push(write("wallart", "Watercolour-style map of Scottish whisky distilleries. Sizes 8x10 and A3.").facts.subject ?? "");
    expect(subjects.filter((subject) => /^\S+-(?:style|inspired|themed)\b/i.test(subject))).toEqual([]);
  });
});

describe("tags that carry the subject", () => {
  it("gives at least three tags to the subject's head word when the seller's phrases crowd it out", () => {
    // Many named parts, rooms and sizes fill the 13 before the subject's own searches.
    const { facts, listing } = write(
      "wallart",
      "Vintage-style butcher's chart of beef cuts: chuck and blade, fore rib, sirloin, rump, topside, silverside, thick flank, brisket. Kitchen or farmhouse dining room wall art. Sizes 5x7, 8x10, 11x14, 16x20.",
    );
    const head = (facts.subject ?? "").toLowerCase().split(" ").at(-1) ?? "";
    expect(head).not.toBe("");
    expect(listing.keywords.filter((tag) => words(tag).some((word) => word.replace(/s$/, "") === head.replace(/s$/, ""))).length).toBeGreaterThanOrEqual(3);
    expect(listing.keywords.length).toBe(13);
  });

  it("takes a word that is a kind of another category as a topic: 'art' and 'system' are what a course teaches", () => {
    const { listing } = write("course", "Art of the Italian Renaissance: a ten-lecture series on the art of Florence and Venice, for curious adults.");
    expect(listing.keywords.length).toBeGreaterThanOrEqual(10);
    expect(listing.keywords.filter((tag) => words(tag).includes("art")).length).toBeGreaterThanOrEqual(3);
  });
});

describe("tags from what the seller lists, denies and repeats", () => {
  const stickers = () =>
    write(
      "planner",
      "800 hand-drawn digital stickers for bullet journaling. Arrows, banners and weather icons as PNG files. Run types: easy, tempo, intervals. Digital only, not printable sticker sheets.",
    ).listing.keywords;

  it("never tags a trait the seller denies ('not printable')", () => {
    expect(stickers().filter((tag) => /printable/.test(tag))).toEqual([]);
  });

  it("never takes a listed word that is no thing as a part, in the tags or the title ('goodnotes easy', '– Easy, Tempo')", () => {
    const { facts, listing } = write(
      "planner",
      "18-week marathon training log for GoodNotes & printable. Plan every run — easy, tempo, intervals, long run — and track miles, pace, heart rate and fuel.",
    );
    expect(facts.included).toContain("tempo");
    expect(facts.included).not.toContain("easy");
    expect([listing.title, ...listing.keywords].filter((text) => /\beasy\b/i.test(text))).toEqual([]);
  });

  it("never pairs a word with its own stem ('journaling journal')", () => {
    for (const tag of stickers()) {
      const [first = "", second = ""] = tag.split(" ");
      expect(second && (first.startsWith(second) || second.startsWith(first)), tag).toBeFalsy();
    }
  });
});

describe("the corpus listings", () => {
  it("each have at least ten tags", () => {
    const short = corpusListings.filter(({ listing }) => listing.keywords.length < 10).map(({ id, listing }) => `${id}: ${listing.keywords.join(", ")}`);
    expect(short).toEqual([]);
  });
});

describe("the seller's acronyms and sizes as tags", () => {
  it("searches an acronym with the product word it stands before ('IGCSE Chemistry'), never one said once in passing alone", () => {
    const course = write(
      "course",
      "Chemistry for absolute beginners. 15 lessons on atoms, bonding, moles and rates of reaction. Good for adults returning to study and students preparing for IGCSE Chemistry.",
    );
    expect(course.listing.keywords).toContain("igcse chemistry");
    const planner = write(
      "planner",
      "Medication tracker for carers. Daily doses, refills, side effects and a PRN log at the back, with space for the GP's number. Printable on A4 and US Letter.",
    );
    expect(planner.listing.keywords.filter((tag) => words(tag).includes("prn"))).toEqual([]);
  });

  it("searches a long named subject by the acronym that spells it, and never by one word cut out of the name", () => {
    const { facts, listing } = write(
      "course",
      "<p><strong>BSL Stage 1: Your First 300 Signs</strong></p><p>British Sign Language is used by thousands of people across the UK. This course was made by a Deaf teacher, so you learn signs the way the community uses them.</p><ul><li>Fingerspelling</li><li>Greetings &amp; family signs</li><li>Numbers &amp; time</li></ul><p>Every video is captioned. Weekly practice sentences and a final project you record.</p>",
    );
    expect(facts.subject).toBe("British Sign Language");
    expect(listing.keywords.filter((tag) => words(tag).includes("bsl")).length).toBeGreaterThan(0);
    expect(listing.keywords).not.toContain("british course");
  });

  it("keeps a fixed compound whole ('first aid', never 'aid course')", () => {
    const { facts, listing } = write(
      "course",
      "First aid training for new parents. 6 short videos on choking, burns, fevers and CPR for babies and toddlers, taught by a paediatric nurse. Certificate of completion.",
    );
    expect(facts.subject?.toLowerCase()).toMatch(/^first aid/);
    expect(listing.title.toLowerCase()).toContain("first aid");
    expect(listing.keywords.filter((tag) => words(tag)[0] === "aid")).toEqual([]);
  });

  it("keeps a word with the two-letter acronym after it ('adobe xd'), never 'adobe prototypes'", () => {
    const { listing } = write("course", "Adobe XD prototypes for product teams, beginner friendly, 2h");
    const cut = listing.keywords.filter((tag) => words(tag).includes("adobe") && !words(tag).includes("xd"));
    expect(cut).toEqual([]);
    expect(listing.keywords.some((tag) => tag.includes("adobe xd"))).toBe(true);
  });

  it("never calls a course with live sessions or weekly mentor feedback self-paced, in tags or titles", () => {
    for (const description of [
      "Watercolour for beginners over 6 weeks of live and recorded sessions. 12 lessons, small groups.",
      "Copywriting bootcamp: 10 weeks, mentor feedback every week, 4 portfolio pieces you can show clients.",
    ]) {
      const { listing } = write("course", description);
      const titles = [listing.title, ...(listing.titleChoices ?? []).map((choice) => choice.title)].join(" ");
      expect(listing.keywords, description).not.toContain("self-paced course");
      expect(titles, description).not.toMatch(/own pace|self-paced|anytime/i);
    }
    const recorded = write("course", "Renaissance art in 10 recorded lectures. There are no live sessions or assessments.").listing;
    expect(recorded.keywords).toContain("self-paced course");
  });

  it("never searches a light verb's gerund without its thing ('making course' of soap making)", () => {
    const { listing } = write("course", "Soap making for beginners: cold process soap at home, from lye safety to cutting your first bars. 8 lessons.");
    expect(listing.keywords).toContain("soap making course");
    expect(listing.keywords.filter((tag) => words(tag)[0] === "making")).toEqual([]);
  });

  it("never joins a country code to the common word before it ('return uk')", () => {
    const { listing } = write("course", "Tax return UK course: file your first self assessment with confidence. 8 lessons for sole traders.");
    expect(listing.keywords.filter((tag) => /\breturn uk\b/.test(tag) && !/\btax return uk\b/.test(tag))).toEqual([]);
  });

  it("gives a course no tag on a paper size its files come in ('a0 course')", () => {
    const { listing } = write(
      "course",
      "Sew your first skirt. Eight lessons from cutting out to hemming, filmed close-up. The pattern comes as a print-at-home PDF and an A0 copyshop file, in sizes UK 6 to 24.",
    );
    expect(listing.keywords.filter((tag) => words(tag).some((word) => /^a\d$/.test(word)))).toEqual([]);
  });
});

describe("two forms of one word", () => {
  it("never stand side by side in a tag ('planning planner', 'journaling journal'), over the corpus and an invented planning notebook", () => {
    const doubled = (tag: string) => words(tag).some((word, i, all) => i > 0 && wordFamily(word) === wordFamily(all[i - 1] ?? ""));
    const { listing } = write(
      "planner",
      "Quarterly goal planning notebook for OneNote. Set goals, track key results and review each quarter. Delivered as a PDF.",
    );
    expect(listing.keywords.filter(doubled)).toEqual([]);
    expect(corpusListings.flatMap(({ id, listing: l }) => l.keywords.filter(doubled).map((tag) => `${id}: ${tag}`))).toEqual([]);
  });
});

describe("an app the seller names", () => {
  it("goes with a part that is a thing of its own ('onenote agenda'), never with a field of one ('onenote blockers', 'onenote next steps')", () => {
    const { listing } = write(
      "planner",
      "Weekly one-on-one meeting notebook for OneNote. Sections included: agenda, talking points, feedback, blockers, next steps and archive. Works in OneNote for Windows, Mac and the web.",
    );
    expect(listing.keywords.filter((tag) => /^onenote (?:feedback|blockers|next steps|archive|talking points)$/.test(tag))).toEqual([]);
    expect(listing.keywords.filter((tag) => tag.startsWith("onenote")).length).toBeGreaterThan(0);
  });

  it("never goes with how often a page comes ('xodo daily pages')", () => {
    const { listing } = write(
      "planner",
      "Digital planner with dark and light themes. Undated, hyperlinked tabs, 12 months, weekly and daily pages. Works in GoodNotes, Notability and Xodo on iPad or Android tablets.",
    );
    expect(listing.keywords.filter((tag) => /^(?:xodo|goodnotes|notability) (?:daily|weekly) /.test(tag))).toEqual([]);
  });
});

describe("a subject of two things joined by '&'", () => {
  it("pairs words on one side only ('small engine', never 'lawnmower small') and puts no '&' in a tag", () => {
    const { listing } = write(
      "course",
      "lawnmower & small engine repair - carb cleaning, spark plugs, pull cords and blade sharpening. 14 videos, about 3 hours.",
    );
    expect(listing.keywords).not.toContain("lawnmower small");
    expect(listing.keywords.filter((tag) => tag.includes("&"))).toEqual([]);
    expect(listing.keywords.some((tag) => /small engine/.test(tag))).toBe(true);
  });
});

describe("a long plural subject", () => {
  it("takes its singular in a tag that would pass Etsy's 20 characters in the plural ('presentation lessons')", () => {
    const { listing } = write(
      "course",
      "Confident presentations for quiet people. Structure, slides, voice and handling questions. 16 lessons and 4 practice assignments.",
    );
    expect(listing.keywords.every((tag) => tag.length <= 20)).toBe(true);
    expect(listing.keywords).toContain("presentation lessons");
  });
});

describe("a pair of the subject's words", () => {
  it("ends on a noun: never a compound cut before its noun ('pastel hot', 'drawing daily')", () => {
    const { listing } = write(
      "wallart",
      "Pastel hot air balloons nursery prints, set of 3, drifting through soft watercolour clouds. Sizes 8x10, 11x14 and A4.",
    );
    expect(listing.keywords).not.toContain("pastel hot");
    expect(listing.keywords.some((tag) => tag.includes("balloons"))).toBe(true);
  });
});

describe("a subject with a broad head", () => {
  it("is never searched by the broad word alone ('work journal' for a shadow work journal)", () => {
    const { listing } = write(
      "planner",
      "Shadow work journal for GoodNotes with 200 guided prompts, a trigger tracker and inner child letters. Hyperlinked PDF.",
    );
    expect(listing.keywords.filter((tag) => /^work\b/.test(tag))).toEqual([]);
    expect(listing.keywords.some((tag) => tag.startsWith("shadow work"))).toBe(true);
  });
});
