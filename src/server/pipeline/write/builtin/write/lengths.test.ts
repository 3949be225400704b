import { describe, expect, it } from "vitest";
import { corpusWritten, written } from "../corpus-written";
import { CORPUS_CASES } from "../../../../../../eval/corpus";
import { EVAL_CASES } from "../../../../../../eval/listing-cases";
import { readFacts } from "../../../read/facts/read-facts";
import type { GenerationInput } from "../../../listing";
import { generateBuiltin } from "../generate";
import { isDelivered } from "./facts-lines";

const courses = corpusWritten("course", true).map(({ c, facts, listing }) => ({
  id: c.id,
  total: facts.courseInfo?.duration?.toLowerCase().replace(/^about /, "") ?? null,
  listing,
}));
const write = (category: GenerationInput["category"], description: string) => {
  const input: GenerationInput = { category, description, targetPlatform: [], fileFormats: null, testimonial: null, imageCount: 1 };
  return generateBuiltin(input, readFacts(input));
};
const LENGTH = String.raw`(\d+(?:\.\d+)?[ -](?:minute|hour|day|week|month)s?)`;
// The phrasings that say how long the whole course is.
const TOTALS = [
  new RegExp(`${LENGTH}(?: of video)? in total`, "gi"),
  new RegExp(`A known length: (?:about )?${LENGTH}`, "gi"),
  new RegExp(`${LENGTH} from the first lesson to the last`, "gi"),
  new RegExp(`(?:It runs to|In all:|It runs over|Give it|Set aside|Plan on) ${LENGTH}`, "gi"),
];
const norm = (length: string) => length.toLowerCase().replace(/^(\d+(?:\.\d+)?)[ -](\w+?)s?$/, "$1 $2");

describe("a course's length", () => {
  it("is called the whole course's length only when it is the total the seller states, never one lesson's", () => {
    let claims = 0;
    for (const { id, total, listing } of courses) {
      const text = [listing.longDescription, ...listing.features, ...listing.benefits, listing.whyChooseUs].join("\n");
      for (const pattern of TOTALS)
        for (const [, length = ""] of text.matchAll(pattern)) {
          claims += 1;
          expect(total, `${id}: "${length}"`).not.toBeNull();
          expect(norm(total ?? "").startsWith(norm(length)), `${id}: "${length}" is not the total "${total}"`).toBe(true);
        }
    }
    expect(claims).toBeGreaterThan(20);
  });

  it("gives the length of a part with its part, hyphenated ('10-minute lessons')", () => {
    const listing = write("course", "Conversational Italian in 30 days: 10 minute lessons you can do on the bus, with audio and a phrasebook.");
    expect([listing.longDescription, ...listing.features].join("\n")).toMatch(/10-minute lessons/);
  });

  it("says once what a planner covers, and never a use's minutes as what it is built around", () => {
    const listing = write(
      "planner",
      "A 90-day gratitude journal with a 5-minute morning page and a weekly review. 90 days of prompts, undated. Printable A5 PDF.",
    );
    const text = [listing.longDescription, ...listing.features].join("\n");
    expect(text).toMatch(/Covers 90 days\b/);
    expect(text).not.toMatch(/90-day and|Built around|Covers [^.\n]*minute/);
  });

  it("puts in a course's title only its whole length, never a session's or a storage time", () => {
    for (const [description, wrong] of [
      ["Thai curry paste class: 4 pastes, 10 videos. How to freeze paste for 3 months. For beginners.", /3 Months/i],
      ["Audiobook narration course: mic technique for 6-hour sessions, editing and mastering. 12 modules.", /6-Hour/i],
    ] as const)
      expect(write("course", description).title, description).not.toMatch(wrong);
    expect(write("course", "A 6-week watercolour course for beginners: 12 video lessons and a supply list.").title).toMatch(/6-Week|6 Weeks/);
  });
});

describe("a count that is not something downloaded", () => {
  it("is what a planner covers or a print shows, never 'in one download' ('14 rooms', '24 fungi')", () => {
    const planner = write(
      "planner",
      "Home inventory for insurance claims. A master checklist of 14 rooms, a page per room and a document vault for policies. 40 pages, printable on A4.",
    );
    expect(planner.features.join(" / ")).not.toMatch(/14 rooms[^/]*in one download/);
    const print = write("wallart", "Chart of 24 fungi of British woodlands, hand-illustrated in gouache. 18x24 and A2.");
    expect(print.features.join(" / ")).not.toMatch(/24 fungi[^/]*in one download/);
  });
});

describe("a course's length in its title", () => {
  it("is plural past one ('8 week program' → '8 Weeks')", () => {
    const listing = write("course", "Zero to 5 strict chin-ups. 6 week program, bar needed.");
    expect(listing.title).not.toMatch(/\b6 Week\b(?!s)/);
  });
});

describe("an unsure title made only of stock and kind words", () => {
  it("is the seller's own first words instead ('Big-Year Tracker' tells a buyer nothing)", () => {
    const listing = write(
      "planner",
      "Every variety, every harvest, in one place. Columns for sowing date, bed, germination and notes, plus a checklist of 200 heirloom tomatoes by colour, a yearly big-year tracker and blank sketch pages. 40 pages.",
    );
    expect(listing.title).toMatch(/^Every Variety/);
  });
});

describe("the title of a product the reader is unsure of", () => {
  it("is the seller's own first clause, never the guessed name, over the corpus", () => {
    const unsure = corpusWritten()
      .filter(({ facts }) => facts.subjectSure === false)
      .map(({ c, listing }) => ({ c, title: listing.title }));
    expect(unsure.length).toBeGreaterThan(0);
    for (const { c, title } of unsure) {
      const opening = c.description
        .replace(/<[^>]+>/g, " ")
        .trim()
        .split(/\s+/)
        .slice(0, 3)
        .join(" ")
        .toLowerCase();
      expect(title.toLowerCase().startsWith(opening), `${c.id}: ${title}`).toBe(true);
    }
  });
});

describe("a course's title", () => {
  it("names who the course is for after its subject when the seller says so ('Rust Course for Backend Devs')", () => {
    const listing = write("course", "Kubernetes course for backend developers. Deploy, scale and debug real services in 24 lessons.");
    expect(listing.title).toMatch(/for Backend Developers/);
    expect(listing.title.match(/\bfor\b/g)?.length).toBe(1);
  });
});

describe("the short description's lengths", () => {
  it("are said plainly: '(8 weeks)', never '(8 week program)' or a course's file sizes", () => {
    expect(write("course", "Zero to 5 strict chin-ups. 6 week program, bar needed.").shortDescription).not.toMatch(/week program\)/);
    expect(
      write("course", "Sew a simple tote bag. Six lessons. The pattern comes as a print-at-home PDF and an A0 copyshop file.").shortDescription,
    ).not.toMatch(/A0/);
  });
});

describe("a short description with no listed parts", () => {
  it("says what the product holds: a course's lessons, a planner's pages, a log's fields", () => {
    const course = write("course", "Beginner banjo for grown-ups. We learn five rolls and play 8 old-time tunes. 24 lessons, each under ten minutes.");
    expect(course.shortDescription).toMatch(/with 24 lessons/);
    const journal = write("planner", "A gratitude journal for busy parents. 120 undated pages and 52 weekly prompts. Printable A5.");
    expect(journal.shortDescription).toMatch(/with 120 undated pages/);
    const log = write(
      "planner",
      "Hiking log book for day hikers.\n\nEach entry has:\n• Trail name\n• Distance\n• Elevation gain\n• Weather\n\n6x9, 100 pages.",
    );
    expect(log.shortDescription).toMatch(/to record trail name, distance and elevation gain/);
  });

  it("of a quote print carries its words", () => {
    const print = write("wallart", "“Slow mornings” typography print in sage green. Sizes 8x10 and A4.");
    expect(print.shortDescription).toMatch(/“Slow mornings”/i);
  });

  it("over the corpus, names a count or a field whenever the reader found one for a course or planner", () => {
    const thin = [...CORPUS_CASES, ...EVAL_CASES]
      .filter((c) => c.category !== "wallart")
      .flatMap((c) => {
        const {
          facts,
          listing: { shortDescription },
        } = written(c);
        // "A ukulele class." with "12 well-loved songs" found: a count or a part should reach the line.
        // A planner holds what it delivers ("120 pages"); "100 envelope savings" is what it covers.
        const held = facts.counts.filter((count) => c.category === "course" || isDelivered(count));
        return held.length > 0 && !/\d/.test(shortDescription.replace(/\([^)]*\)/g, "")) && !/\bwith\b|\bto record\b|\bto help you\b/.test(shortDescription)
          ? [`${c.id}: ${shortDescription}`]
          : [];
      });
    expect(thin).toEqual([]);
  });
});

describe("a print's short description", () => {
  it("gives no ratio as a size ('(4:5 ratio)') and quotes a set's phrases", () => {
    const print = write("wallart", "Octopus illustration in sepia ink, 24x30 and a 4:5 ratio file. Printable at home or at a print shop.");
    expect(print.shortDescription).not.toMatch(/\bratio\b/);
    const posters = write(
      "wallart",
      "Kindness classroom posters, set of 6\n\nEach poster has one phrase and a little drawing:\n\n1. Kind words make me strong\n2. We take turns\n3. I say sorry when I am wrong\n\nPrintable at A4 and A3.",
    );
    expect(posters.shortDescription).toMatch(/“We take turns”/);
  });
});

describe("a planner's or print's minutes and hours over the corpus", () => {
  it("are never said as how long the product runs ('Good to know: Runs for 10 minutes.')", () => {
    const runs = corpusWritten()
      .filter(({ c }) => c.category !== "course")
      .flatMap(({ c, listing }) => (/Runs for \d/.test(listing.longDescription) ? [c.id] : []));
    expect(runs).toEqual([]);
  });
});
