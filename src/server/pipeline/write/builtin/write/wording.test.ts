import { describe, expect, it } from "vitest";
import { corpusWritten } from "../corpus-written";
import { readFacts } from "../../../read/facts/read-facts";
import type { GenerationInput } from "../../../listing";
import { generateBuiltin } from "../generate";
import { isPlural, onePart, wantFor } from "./wording";

/** Every corpus listing of a category (all when none), through the reader and the writer. */
const corpusListings = (category?: GenerationInput["category"]) => corpusWritten(category).map(({ listing }) => listing);

/** An invented description through the reader and the writer. */
const write = (category: GenerationInput["category"], description: string, fileFormats: string | null = "pdf") => {
  const input: GenerationInput = { description, category, targetPlatform: [], fileFormats, testimonial: null, imageCount: 1 };
  return generateBuiltin(input, readFacts(input));
};

describe("agreement", () => {
  it("reads a subject's number from its last word: plurals, but not -ss, -us, -ics or words that only end in s", () => {
    expect(["drum rudiments", "pressed flowers", "tarot cards"].map(isPlural)).toEqual([true, true, true]);
    expect(["glass", "statistics", "focus", "analysis", "news", "series", "violin", "Excel"].map(isPlural)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("gives one audience named by a pronoun or a household 'wants', any other audience 'want'", () => {
    expect(wantFor(["everyone in the family"])).toBe("wants");
    expect(wantFor(["anyone"])).toBe("wants");
    expect(wantFor(["teachers"])).toBe("want");
    expect(wantFor(["parents of toddlers"])).toBe("want");
    expect(wantFor(["everyone", "teachers"])).toBe("want");
  });

  it("says plural products 'come as' their files", () => {
    const listing = write(
      "wallart",
      "Kindness classroom posters, set of 8, editable in free Canva. Change the fonts and colours, then print them for your classroom walls. You'll get a PDF with the template link. Designed at 11x17 and 8.5x11.",
    );
    const lines = [...listing.features, listing.longDescription].join("\n");
    expect(lines).toMatch(/\bposters come as\b/);
  });
});

describe("one listed part in running text", () => {
  it("takes 'a' by the noun before what qualifies it, whatever follows ('a printing guide with recommended papers')", () => {
    expect(
      [
        "printing guide with recommended papers",
        "packing list under 7 kg",
        "sponsorship tracker (brand, rate)",
        "printing tips PDF",
        "blank version of every page",
      ].map(onePart),
    ).toEqual([
      "a printing guide with recommended papers",
      "a packing list under 7 kg",
      "a sponsorship tracker (brand, rate)",
      "a printing tips PDF",
      "a blank version of every page",
    ]);
  });

  it("leaves a part that is no one countable thing or already counted as written", () => {
    expect(["time blocking", "top 3 priorities", "goal pages", "the index", "one spread", "food & allergy notes"].map(onePart)).toEqual([
      "time blocking",
      "top 3 priorities",
      "goal pages",
      "the index",
      "one spread",
      "food & allergy notes",
    ]);
  });
});

describe("who made it", () => {
  it("is a selling point in the seller's words, without the story after it", () => {
    const listing = write(
      "planner",
      "Allergy action plan binder for schools. Designed by a school nurse with 15 years on the job, who got tired of chasing paper forms. Student profiles, medication log and an emergency contact sheet. US Letter, printable.",
    );
    expect(listing.usp).toContain("Designed by a school nurse with 15 years on the job");
    expect(listing.usp.join(" ")).not.toMatch(/tired of/);
  });
});

describe("what a tracker's pages record", () => {
  const planner = (description: string) => write("planner", description);

  it("is said as what each entry records, not as what is inside ('Inside you will find pain level')", () => {
    const listing = planner(
      "Hiking log book: date, trail, distance, elevation gain, weather and who you walked with. Plus a yearly summary page. A5, printable.",
    );
    expect(listing.longDescription).toMatch(/Each entry records date, trail, distance/);
    expect(listing.longDescription).not.toMatch(/Inside you will find date/);
  });

  it("leaves a planner's named sections inside it", () => {
    const listing = planner("Wedding planner with a budget tracker, a guest list, a seating chart and a vendor contact page. A4 printable.");
    expect(listing.longDescription).not.toMatch(/Each entry records/);
  });
});

describe("a gift for someone who needs to hear a print's words", () => {
  it("is written for a saying, never for a poster's heading or a label", () => {
    const heading = write("wallart", "Retro jazz poster: 'The Blue Heron — Live Jazz Every Saturday' in gold on navy. Sizes 12x18 and 18x24.", "jpg");
    expect(heading.useCases.join(" ")).not.toMatch(/needs to hear/);
    const saying = write("wallart", "Typography print: 'You are braver than you believe' in soft pink. Sizes 8x10 and A4.", "jpg");
    expect(saying.useCases.join(" ")).toMatch(/needs to hear “You are braver than you believe”/);
  });

  it("over the corpus, never hears a heading with a dash or a two-word label", () => {
    const heard = corpusListings("wallart")
      .flatMap((listing) => listing.useCases)
      .flatMap((line) => /needs to hear “(.+)”$/.exec(line)?.[1] ?? []);
    expect(heard.length).toBeGreaterThan(3);
    expect(heard.filter((words) => /\s[—–-]\s/.test(words) || /^\p{Lu}\p{Ll}+ \p{Ll}+$/u.test(words))).toEqual([]);
  });
});

describe("a planner title's parts", () => {
  it("never carry a field's scale ('Pain 0-10')", () => {
    const listing = write(
      "planner",
      "Knee surgery recovery tracker.\n\nEach day has:\n• Pain 0-10\n• Swelling\n• Exercises done\n• Sleep hours\n\nA4, 30 pages.",
    );
    expect(listing.title).not.toMatch(/\d\s*[-–]\s*\d/);
  });
});

describe("what a print shows", () => {
  it("is said as what it shows, and only what comes with the art as inside it", () => {
    const listing = write(
      "wallart",
      "Farm animals nursery poster in soft pastel colours. Cow, pig, sheep, goat and tractor. Includes a printing guide PDF. Sizes 8x10, 11x14 and A3.",
    );
    expect(listing.longDescription).toMatch(/shows [^.]*pig/);
    expect(listing.longDescription).not.toMatch(/Inside you will find [^.]*pig/);
  });
});

describe("an original design", () => {
  const usps = (description: string) => write("wallart", description, "jpg").usp.join(" | ");

  it("is claimed only when the seller says so, never for a public-domain map or a photograph", () => {
    expect(
      usps("Antique map of Venice, engraved in 1720 and digitally restored. A digital download of a public domain artwork. Sizes 18x24 and A2."),
    ).not.toMatch(/original/i);
    expect(usps("Venice travel poster, an original design in the style of 1930s railway posters. Sizes 18x24 and A2.")).toMatch(/An original Venice design/);
  });
});

describe("where a print was made", () => {
  it("is not what it shows ('engraved in Amsterdam in 1690' is no map of Amsterdam)", () => {
    const listing = write(
      "wallart",
      "Antique star chart, engraved in Nuremberg in 1742 and digitally restored from a scan of the original plate. Sizes 18x24 and A2.",
      "jpg",
    );
    expect(`${listing.title} ${listing.shortDescription}`).not.toMatch(/Nuremberg/);
  });
});

describe("a planner's benefits over the corpus", () => {
  it("put a one-word plural subject before a noun in the singular ('plant notes') and give listed parts their articles", () => {
    const benefits = corpusListings("planner").flatMap((listing) => listing.benefits);
    expect(benefits.filter((line) => /\byour \p{Ll}+[^su\s]s (?:notes|plans)\b/u.test(line))).toEqual([]);
    // "No more separate sheets for a caseload list and IEP due dates": a countable part takes its article.
    expect(benefits.filter((line) => /separate sheets for (?!a |an |the )\S+ (?:\S+ )?(?:list|log|tracker|page|database|board)\b/i.test(line))).toEqual([]);
  });
});

describe("why choose it, over the corpus", () => {
  it("never makes a module list agree with one verb ('… opens it; … closes it') nor says 'minds in mind'", () => {
    const lines = corpusListings().map((listing) => listing.whyChooseUs);
    expect(lines.filter((line) => /\bopens it; |\bminds in mind\b/.test(line))).toEqual([]);
  });
});

describe("what 'why choose' says comes in the download", () => {
  it("is only what the download holds ('Included: 14 rooms' is what it covers) and never 'N-week training of planning'", () => {
    const planner = write(
      "planner",
      "Home inventory for insurance claims. A master checklist of 14 rooms, a page per room and a document vault for policies. Works in Evernote.",
      null,
    );
    expect(planner.whyChooseUs).not.toMatch(/(?:included|you get|in one purchase|comes with)[^.]*14 rooms/i);
    const log = write("planner", "Your first triathlon! 20-week training log for GoodNotes. Plan every swim, bike and run, and a race-day page.");
    expect(log.whyChooseUs).not.toMatch(/training of planning/);
  });
});

describe("a gift for someone who loves it", () => {
  it("loves one plain thing in the plural ('someone who loves foxes'), never 'the fox'", () => {
    const listings = ["in the snow", "at dusk", "in the woods", "by a river", "under the moon", "in a meadow", "in the rain", "at dawn"].map((where) =>
      write("wallart", `Ink painting of a fox ${where}. Printable at 8x10 and A4.`, "jpg"),
    );
    const lines = listings.flatMap((listing) => listing.useCases).filter((line) => /someone who loves/.test(line));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => /loves the fox\b/.test(line))).toEqual([]);
  });

  it("over the corpus, loves a place or a plain thing, never the print itself, a style, a person or a word made plural by force", () => {
    const loved = corpusListings("wallart")
      .flatMap((listing) => listing.useCases)
      .flatMap((line) => /someone who loves (.+)$/.exec(line)?.[1] ?? []);
    expect(loved.length).toBeGreaterThan(5);
    // The print itself ("the mushroom identification chart"), a style ("vintage circus"), a person ("the butcher").
    expect(
      loved.filter((thing) => /\b(?:print|poster|chart|map|painting|illustration|art|abstract|vintage|antique|butcher|gentleman)s?\b/i.test(thing)),
    ).toEqual([]);
  });

  it("keeps a mass noun singular ('someone who loves coffee', never 'coffees')", () => {
    const listings = ["in the morning", "at dusk", "with a croissant", "on a table", "in a blue cup", "by a window", "with steam", "at dawn"].map((when) =>
      write("wallart", `Coffee print for the kitchen: a latte ${when}. Printable at 8x10 and A4.`, "jpg"),
    );
    const lines = listings.flatMap((listing) => listing.useCases).filter((line) => /someone who loves/.test(line));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => !line.endsWith("loves coffee"))).toEqual([]);
  });
});

describe("a set of prints of phrases", () => {
  it("quotes the phrases it lists and does not list each again as a feature", () => {
    const listing = write(
      "wallart",
      "Kindness classroom posters, set of 6\n\nEach poster has one phrase and a little drawing:\n\n1. I can be a good friend\n2. Kind words make me strong\n3. We take turns\n4. Sharing is caring\n5. I say sorry when I'm wrong\n6. Everyone belongs here\n\nPrintable at A4 and A3.",
      "pdf",
    );
    const said = [listing.longDescription, ...listing.features].join(" / ");
    expect(said).toMatch(/“Kind words make me strong”/);
    expect(listing.features.filter((line) => /^I (?:can|say)\b/.test(line))).toEqual([]);
  });

  it("never quotes what comes with the prints as words on them ('a printing guide for your home printer')", () => {
    const listing = write(
      "wallart",
      "Kindness classroom posters, set of 6\n\nYou get:\n• Kind words make me strong\n• We take turns\n• I say sorry when I am wrong\n• Printing guide for your home printer\n\nPrintable at A4 and A3.",
      "pdf",
    );
    const said = [listing.shortDescription, listing.longDescription, ...listing.features].join(" / ");
    expect(said).toMatch(/“We take turns”/);
    expect(said).toMatch(/printing guide/i);
    expect(said).not.toMatch(/“Printing guide/i);
  });
});

describe("what a print shows", () => {
  it("is said as shown, not included, while what comes with it is included", () => {
    const listing = write("wallart", "Garden birds print set.\n\nYou get:\n• Robin\n• Blue tit\n• Wren\n• Goldfinch\n• Printing guide\n\nA4 and A3.", "pdf");
    expect(listing.features).toContain("Shows robin, blue tit, wren and goldfinch");
    expect(listing.features.filter((line) => /^Includes\b.*\b(?:robin|wren)\b/i.test(line))).toEqual([]);
    expect(listing.features.some((line) => line.startsWith("Includes a printing guide"))).toBe(true);
  });
});

describe("the part a product is named after", () => {
  it("is the product, not one of its parts ('A client CRM template with client CRM, …')", () => {
    const listing = write("planner", "Notion template for coaches: session CRM, goal tracker, invoice log. Dark and light themes. Just duplicate it!", null);
    const subjectPart = /\bwith session CRM\b|Includes session CRM\b/i;
    expect(`${listing.shortDescription} ${listing.features.join(" / ")}`).not.toMatch(subjectPart);
  });

  it("is the product when the part holds its subject and its kind ('a chore chart with a chore reward chart')", () => {
    const listing = write("planner", "Chore reward chart, space theme, weekly, with sticker boxes and a prize ladder. Printable A4.", "jpg");
    expect(`${listing.shortDescription} ${listing.features.join(" / ")}`).not.toMatch(/\bwith a chore reward chart|Includes a chore reward chart/i);
  });
});

describe("a long description whose seller's line lists the parts", () => {
  it("does not list them again ('Inside you will find …')", () => {
    const listing = write(
      "planner",
      "A Japanese study planner for JLPT N3 students. There are kanji pages with reading / meaning / example, grammar pattern notes, an anime shadowing log, a weekly study plan and a mock test score tracker. Hyperlinked for GoodNotes.",
    );
    expect(listing.longDescription.match(/grammar pattern notes/gi)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

describe("a product named with its subject in the singular", () => {
  it("says neither 'a plant system about plants' nor 'Good to know: All about plants'", () => {
    const lines = corpusListings().map((listing) => listing.longDescription);
    expect(lines.filter((text) => /\b(\p{L}+) \p{L}+ about \1s\b|All about \p{L}+s\./u.test(text))).toEqual([]);
  });
});

describe("what a print shows", () => {
  it("is never the print itself ('It shows cottagecore art print painted in gouache')", () => {
    const lines = corpusListings("wallart").flatMap((listing) =>
      listing.longDescription.split(/(?<=\.)\s+/).filter((line) => /^(?:It|The set) shows?\b/.test(line)),
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => /\b(?:art print|print|poster|painting|illustration)\b(?! shop)/i.test(line.replace(/\([^)]*\)/g, "")))).toEqual([]);
  });
});
