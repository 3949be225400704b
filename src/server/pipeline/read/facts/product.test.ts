import { describe, expect, it } from "vitest";
import type { GenerationInput } from "../../listing";
import { readFacts } from "./read-facts";
import { generateBuiltin } from "../../write/builtin/generate";

// Invented descriptions, one pattern each; none is a case of eval/ or of the corpus.
const read = (category: GenerationInput["category"], description: string, productName?: string) =>
  readFacts({ category, description, targetPlatform: [], fileFormats: category === "course" ? null : "pdf", testimonial: null, imageCount: 0, productName });

/** Each course description's subject (as written, or lower-cased), and that the product's name carries it; optionally that the reader is sure. */
const expectCourseSubjects = (cases: ReadonlyArray<readonly [string, string]>, { exact = false, sure = false } = {}) => {
  for (const [description, subject] of cases) {
    const facts = read("course", description);
    expect(exact ? facts.subject : facts.subject?.toLowerCase(), description).toBe(subject);
    expect(exact ? facts.product : facts.product.toLowerCase(), description).toContain(subject);
    if (sure) expect(facts.subjectSure, description).toBe(true);
  }
};

describe("productOf: what the product is, as a ranked choice among the description's phrases", () => {
  it("takes the subject from a phrase the seller ends with a kind, and is sure of it", () => {
    const facts = read("course", "Botanical bird sketching course for adults. Ten lessons with pencil and ink.");
    expect(facts.subject?.toLowerCase()).toContain("bird sketching");
    expect(facts.product.toLowerCase()).toMatch(/bird sketching course$/);
    expect(facts.subjectSure).toBe(true);
  });

  it("never takes a category word, an adjective alone or a generic audience as the subject", () => {
    for (const [category, description] of [
      ["course", "This is that same gentle class, filmed slowly. An online course you can follow at home."],
      ["planner", "A planner for busy people. Simple, cute and complete."],
      ["wallart", "A lovely print. Whole, bold and bright wall art."],
    ] as const) {
      const subject = (read(category, description).subject ?? "").toLowerCase();
      expect(subject, description).not.toMatch(/^(?:same|gentle|same gentle|online|course|class|planner|people|busy people|print|wall art|lovely|whole|bold)$/);
    }
  });

  it("reads a two-word style ('Art Deco', 'Art Nouveau') as how it is drawn: the subject is what follows, the product keeps the style", () => {
    for (const [description, subject] of [
      ["Elegant Art Deco flamingo in blush and gold, with fan-shaped palm leaves. Two sizes.", "flamingo"],
      ["Art Nouveau tiger lily poster with a swirling border. Printable at home.", "tiger lily"],
    ] as const) {
      const facts = read("wallart", description);
      expect(facts.subject?.toLowerCase(), description).toBe(subject);
      expect(facts.product.toLowerCase(), description).toMatch(/^art (?:deco|nouveau) /);
    }
  });

  it("does not take a kind from the seller's past story as the product, unless the seller made it", () => {
    const story = read(
      "planner",
      "When I started running, my coach handed me a paper notebook to log miles. Weekly run pages, race calendar and pace charts, undated.",
    );
    expect(story.subjectSure && /paper|notebook/i.test(story.subject ?? "")).toBe(false);
    const made = read("planner", "After years of lost receipts I made a freelance budget planner. Monthly pages and an invoice log.");
    expect(made.product.toLowerCase()).toContain("budget planner");
    expect(made.subjectSure).toBe(true);
  });

  it("is sure of a subject the text keeps to when no other comes near it", () => {
    const facts = read("wallart", "A distinguished Victorian lighthouse keeper with a lantern, a pipe and a beard. Sepia tones, antique paper.");
    expect(facts.subject?.toLowerCase()).toBe("victorian lighthouse keeper");
    expect(facts.subjectSure).toBe(true);
  });

  it("reads past a participle that describes the object to the instruction that governs it ('Shoot scroll-stopping … photos')", () => {
    const facts = read("course", "Shoot scroll-stopping product photos with the phone in your pocket. Window light, props and free editing apps.");
    expect(facts.subject?.toLowerCase()).toContain("product photo");
    expect(facts.subjectSure).toBe(true);
  });

  it("does not take the seller's own things ('my studio') as the subject it is sure of", () => {
    const facts = read(
      "wallart",
      "It sold within a week of my open studio weekend, so I had the original photographed in my studio. Layered ochres and a teal band.",
    );
    expect(facts.subjectSure && /studio/i.test(facts.subject ?? "")).toBe(false);
  });

  it("reads digital stickers as stickers, never as a planner", () => {
    const facts = read("planner", "800 hand-drawn digital stickers for bullet journaling. Arrows, banners and weather icons as PNG files.");
    expect(facts.product.toLowerCase()).toMatch(/stickers?$/);
  });

  it("is unsure when no phrase stands out, and says so instead of guessing", () => {
    const facts = read("planner", "Lots of pages. Loads of ideas. Made with love.");
    expect(facts.subjectSure).toBe(false);
  });

  it("does not take a denied kind as the product ('not a beginner … course')", () => {
    const facts = read(
      "course",
      "Not a beginner baking course: you should already bake bread. Laminated dough, croissants and pain au chocolat, step by step.",
    );
    expect(facts.subject?.toLowerCase()).not.toBe("baking");
  });

  it("names what the opening tells the buyer to do as the activity", () => {
    const facts = read("course", "Grow microgreens on your windowsill in ten days. Trays, seeds and light explained.");
    expect(facts.subject?.toLowerCase()).toContain("microgreen");
    expect(facts.subject?.toLowerCase()).toContain("growing");
  });

  it("reads a tool taught for a purpose as a course about that purpose", () => {
    const facts = read("course", "Blender for product rendering: lighting, materials and turntables in 12 lessons.");
    expect(facts.product.toLowerCase()).toContain("blender");
    expect(facts.subject?.toLowerCase()).toBe("product rendering");
  });

  it("ranks a head the seller keeps naming above a one-off phrase", () => {
    const facts = read("planner", "I cleared my student loan with this. Loan list page, loan payoff thermometer and a loan log for every month.");
    expect(facts.subject?.toLowerCase()).toContain("loan");
  });

  it("reads a kind that opens a list line past the opening as a part, not the product", () => {
    const facts = read(
      "planner",
      "Planning a wedding on a budget? This sheet keeps every supplier, deposit and guest in one place.\n\nTabs for:\n- Guest list with RSVPs and meal choices\n- Payment schedule for suppliers with deposits and final payments\n- Seating plan for the reception\n- Day-of timeline",
    );
    expect(facts.subject?.toLowerCase()).toBe("wedding");
    expect(facts.product.toLowerCase()).not.toMatch(/payment|guest list|seating/);
  });

  it("ends a phrase before a participle that opens a clause ('whisky regions showing Speyside')", () => {
    const facts = read("wallart", "Vintage map of Scottish whisky regions showing Speyside, Islay, Highlands, Lowlands and Campbeltown. A3 and A4.");
    expect(`${facts.subject} ${facts.product}`).not.toMatch(/showing/i);
  });

  it("never takes the verb a head follows as its modifier ('bake bread' is no kind of bread)", () => {
    const facts = read(
      "course",
      "Bread class for beginners: flour, water, salt and time. Bake bread in your own oven, bake it again next weekend, and share it. 5 lessons.",
    );
    expect(facts.subject?.toLowerCase()).toBe("bread");
  });

  it("takes the creator's product name as the subject, and is sure", () => {
    const facts = read("course", "Lots of pages. Loads of ideas. Made with love.", "Ukulele for seniors course");
    // Lower case in running text ("a ukulele for seniors course"); titles are title-cased later.
    expect(facts.subject?.toLowerCase()).toBe("ukulele for seniors");
    expect(facts.product.toLowerCase()).toBe("ukulele for seniors course");
    expect(facts.subjectSure).toBe(true);
  });

  it("keeps a multi-word place whole and drops a trailing style from the subject", () => {
    const facts = read("wallart", "New York City skyline print in watercolour. Blue and grey tones.");
    expect(facts.subject).toMatch(/^New York City skyline$/i);
  });
});

describe("what wall art shows", () => {
  const titleOf = (description: string) => {
    const input = { description, category: "wallart" as const, targetPlatform: [], fileFormats: null, testimonial: null, imageCount: 1 };
    return { facts: readFacts(input), title: generateBuiltin(input, readFacts(input)).title };
  };

  it("is what follows an art form named only by its medium, style or room ('an ink painting of a fox')", () => {
    for (const [description, shown] of [
      ["Gouache painting of a red fox curled up in the snow, scanned at 600 dpi. Sizes 8x10 and A4.", /\bFox\b/],
      ["Set of 2 playroom prints with friendly dinosaurs stomping through a jungle. Sizes A4 and A3.", /\bDinosaurs?\b/],
    ] as const) {
      const { facts, title } = titleOf(description);
      expect(title, description).toMatch(shown);
      expect(facts.subjectSure, description).toBe(true);
    }
  });

  it("is never the city the seller paints in, named further down", () => {
    const { title } = titleOf(
      "Watercolour print of a lighthouse on a cliff at dawn. Soft blues and greys. Sizes 8x10 and A4. I paint every piece by hand. My studio is in a converted mill in Manchester.",
    );
    expect(title).not.toMatch(/Manchester/);
  });

  it("is not the room it hangs in, even a two-word room ('dinosaur kids room prints')", () => {
    expect(titleOf("Dinosaur kids room prints, set of 4, bright colours. Sizes 8x10 and A4.").facts.subject?.toLowerCase()).toBe("dinosaur");
    expect(titleOf("Rocket boys room posters, set of 3. Sizes A4 and A3.").facts.subject?.toLowerCase()).toBe("rocket");
  });
});

describe("the world", () => {
  it("is a subject like any other place ('world map', 'world cuisine'), not a stock word", () => {
    expect(read("wallart", "Antique world map print, restored from a 1700s engraving. Sizes 18x24 and A2.").subject?.toLowerCase()).toMatch(/\bworld\b/);
    expect(read("course", "World cuisine at home: twelve dishes from twelve countries. 12 lessons.").subject?.toLowerCase()).toMatch(/\bworld cuisine\b/);
  });
});

describe("names the reader keeps whole", () => {
  const factsOf = (description: string) => read("wallart", description);

  it("reads two capitalised names joined by 'and' as one title ('Romeo and Juliet'), never a list or two brands", () => {
    const facts = factsOf("A single line from Romeo and Juliet, hand-lettered in a flowing copperplate script. Black on cream. Sizes 8x10 and A4.");
    expect(facts.subject).toBe("Romeo and Juliet");
    expect(facts.subjectSure).toBe(true);
    // A list of names stays a list: no "Rome and Lisbon" subject out of "Paris, Rome and Lisbon".
    expect(factsOf("Three tram tickets from Paris, Rome and Lisbon, printed as a set of 3. Sizes A4 and A3.").subject ?? "").not.toMatch(/ and /);
    // Two apps are two apps.
    expect(read("planner", "Budget planner that works in GoodNotes and Notability. 40 hyperlinked pages.").subject ?? "").not.toMatch(/ and /i);
  });

  it("reads 'Place, Country' as one place: the country is no rival to the place it holds", () => {
    const facts = factsOf(
      "I photographed this at dawn in Cappadocia, Turkey, as the first balloons lifted off the valley floor. A soft pink sky over the rock chimneys. Sizes 8x10, 11x14 and 16x20.",
    );
    expect(facts.subject).toBe("Cappadocia");
    expect(facts.subjectSure).toBe(true);
  });
});

describe("a quote print", () => {
  const listingOf = (description: string) => {
    const input = { description, category: "wallart" as const, targetPlatform: [], fileFormats: "pdf", testimonial: null, imageCount: 1 };
    const facts = readFacts(input);
    return { facts, listing: generateBuiltin(input, facts) };
  };

  it("is about its words, not a word taken out of them ('job' of 'you are doing great at your job')", () => {
    const { facts, listing } = listingOf("'Keep going, you are doing great at your job' office print, blush pink script. 5x7 and 8x10.");
    expect(facts.subject?.toLowerCase()).toBe("keep going");
    expect(facts.subjectSure).toBe(true);
    const text = JSON.stringify(listing).toLowerCase();
    // No "job print", "a print about job" or "job gift": the quote's last word is not what the print is.
    expect(listing.keywords.filter((tag) => /^job\b/.test(tag))).toEqual([]);
    expect(text).not.toMatch(/\babout (?:keep going|job)\b/);
    expect(listing.title).toMatch(/^Keep Going/);
  });

  it("reads words in capitals that open a lower-case line as the words printed, and a shouted 'NOT' denies nothing", () => {
    const { facts, listing } = listingOf("STAY WILD typography print, forest green letters on cream, A4 and A3");
    expect(facts.quotes).toContain("STAY WILD");
    expect(facts.subject).toBe("stay wild");
    expect(listing.title).toMatch(/^Stay Wild /);
    expect(listing.keywords).toContain("stay wild print");
    const denied = listingOf("NOT YET typography print, grey letters, A4 and A3");
    expect(denied.listing.keywords).toContain("typography print");
  });

  it("keeps a quote that is not what the print is about as the quote, and the subject the seller named", () => {
    const { facts } = listingOf("Lemon kitchen print with 'Squeeze the day' in a hand-lettered script. Lemons on a branch. 8x10 and A4.");
    expect(facts.subject?.toLowerCase()).toContain("lemon");
  });
});

describe("a course about doing something", () => {
  it("names the activity the buyer learns to do ('to prune roses' → rose pruning), not the story around it", () => {
    expectCourseSubjects([
      [
        "Sick of leggy, sad shrubs? This is the exact routine I use to prune roses for my clients, and you can follow it with a pair of secateurs. Six videos, about two hours.",
        "rose pruning",
      ],
      [
        "Ever wanted a shelf of notebooks you made yourself? In this course you learn to bind books with a needle, linen thread and card. 8 lessons.",
        "book binding",
      ],
      ["Struggling with flat photos? This is the process I use to edit portraits in Lightroom, step by step. 10 lessons.", "portrait editing"],
    ]);
  });
});

describe("an audience named by its mind or soul", () => {
  it("is who the course is for ('for anxious minds', 'for creative souls'), never its subject", () => {
    expectCourseSubjects([
      ["Mindful knitting for busy minds. Eight slow lessons, one scarf and a cup of tea.", "mindful knitting"],
      ["Intuitive watercolour for creative souls. Six lessons in loose florals and soft washes.", "intuitive watercolour"],
    ]);
  });
});

describe("the product's name keeps the seller's capitals", () => {
  it("for a word the seller capitalises inside sentences and never writes in lower case ('Blender', 'Affinity Photo')", () => {
    expectCourseSubjects(
      [
        ["Blender sculpting for beginners. We sculpt a stylised fox from a sphere, using only the free tools in Blender 4. 9 lessons.", "Blender sculpting"],
        [
          "Affinity Photo retouching for portrait photographers. Every lesson is filmed in Affinity Photo 2 on a Mac, and the shortcuts work in Affinity Photo on iPad too. 12 lessons.",
          "Affinity Photo retouching",
        ],
      ],
      { exact: true },
    );
  });

  it("for a noun right before an acronym, even opening the description ('Power BI', 'Adobe XD'), not an adjective ('Quarterly OKR')", () => {
    expect(read("course", "Adobe XD prototypes for product teams, beginner friendly, 2h").product).toMatch(/^Adobe XD/);
    expect(read("planner", "Quarterly OKR planning notebook for OneNote. Objectives, key results and weekly check-ins.").product).toMatch(/^quarterly/);
  });

  it("but not for a run of capitals that opens a sentence as its heading ('Garden Bird Prints - robin, wren …'), unless it opens with 'The' or an acronym", () => {
    expect(read("wallart", "Garden Bird Prints - robin, wren and blue tit in soft watercolour. Set of 3. A4 and A3 sizes.").product).not.toMatch(/Prints/);
    expect(read("wallart", "The Cosmic Cliffs glow orange and gold in this print, made from telescope data. Sizes 24x36 and A1.").product).toMatch(
      /Cosmic Cliffs/,
    );
  });

  it("but not for the words of a title-case heading", () => {
    const facts = read("course", "Sourdough Baking Made Simple\n\nA sourdough baking course for busy home bakers: starter, shaping and scoring. 8 lessons.");
    expect(facts.subject).toBe("sourdough baking");
  });
});

describe("a one-line description", () => {
  it("is sure of the phrase of its first sentence that leads every other ('Zero to 10 strict pull-ups.')", () => {
    expectCourseSubjects(
      [
        ["Zero to 15 strict chin-ups. 6 week program, doorway bar needed.", "strict chin-ups"],
        ["Zero to 5 muscle-ups. 10 week program, rings needed.", "muscle-ups"],
        ["From 0 to 30 push-ups. 5 week plan, no kit.", "push-ups"],
      ],
      { sure: true },
    );
  });
});

describe("a course whose subject is implied", () => {
  it("is about the verb the seller keeps coming back to in its forms ('a swimmer … swimming 400 m' → swimming)", () => {
    expectCourseSubjects(
      [
        [
          "Always wished you were a swimmer? Even if you have never swum a length. This 8-week plan takes you from floating to swimming 400 m of front crawl, with two 40-minute sessions a week. Videos on breathing, kicking and goggles.",
          "swimming",
        ],
        [
          "I have translated 30 novels from my kitchen table, and I made this for linguists and bookish people who want to break into literary translation. Inside: sample pitches, contracts, rates and working with editors. 10 modules + templates.",
          "literary translation",
        ],
      ],
      { sure: true },
    );
  });

  it("stays unsure when two such verbs are said as often", () => {
    const facts = read(
      "course",
      "I used to dread it. Most of them have a plan. You will write a talk, present it, rewrite it and present it again, and write a closing line. 12 lessons.",
    );
    expect(facts.subjectSure).toBe(false);
  });
});

describe("a course named by its heading", () => {
  it("keeps every capital of a name the seller writes capitalised inside sentences, never a mixed 'Marine biology'", () => {
    const facts = read(
      "course",
      "Marine Biology I – Life in the Oceans\n\nThis course is for college students taking Marine Biology I who feel lost in the lectures. We cover plankton, reefs, deep-sea life and ocean chemistry.\n\n12 lessons and 40 practice questions.",
    );
    const words = (facts.subject ?? "").split(" ");
    expect(words.length).toBeGreaterThan(1);
    const capitalised = words.map((word) => /^\p{Lu}/u.test(word));
    expect(new Set(capitalised).size, facts.subject ?? "").toBe(1);
  });
});

describe("a product named by two things joined", () => {
  it("keeps both sides in the subject ('Xero & QuickBooks', 'lawnmower & small engine repair'), and reads no app as a measure", () => {
    expectCourseSubjects(
      [
        ["Xero & QuickBooks for UK sole traders: set up your organisation, reconcile your bank and file your VAT return. 3 hour course.", "xero & quickbooks"],
        ["bike & scooter repair - brakes, gears, punctures and chains. 12 short videos, filmed in my garage.", "bike & scooter repair"],
      ],
      { sure: true },
    );
  });
});

describe("a name with its number", () => {
  it("keeps the number ('EPA 608', 'HSK 3'), and a year in the seller's record is no edition", () => {
    const facts = read(
      "course",
      "HSK 3 Exam Prep – vocabulary, grammar and listening. 300 practice questions and 4 mock exams. Pass rate of our students in 2025: 91%.",
    );
    expect(facts.product).toMatch(/HSK 3/);
    expect(facts.years).toEqual([]);
  });
});

describe("an opening that names the product", () => {
  it("is an opening sentence made of one phrase and its audience ('A … repertoire for club players.'), kind word or not", () => {
    for (const [category, description, subject] of [
      ["course", "A complete fingerpicking repertoire for folk guitar players. Twelve songs, tab and slow video for each.", "fingerpicking repertoire"],
      ["planner", "A calm ten-minute morning routine for teenagers. Each page has three prompts and a mood scale.", "morning routine"],
    ] as const) {
      const facts = read(category, description);
      expect(facts.subject?.toLowerCase(), description).toBe(subject);
      expect(facts.subjectSure, description).toBe(true);
    }
  });

  it("is not a sentence that says something about the phrase, or one in the seller's past", () => {
    const facts = read("course", "A friend asked me how I learned. Now the answers are here: scales, arpeggios and sight-reading, all in one place.");
    expect(facts.subject?.toLowerCase()).not.toBe("friend");
  });

  it("may count the kind before naming it ('1,200+ pre-cropped digital stickers for …')", () => {
    const facts = read("planner", "850+ hand-drawn digital stickers for your bullet journaling. Tabs, banners and icons as PNG files.");
    expect(facts.product.toLowerCase()).toContain("stickers");
    expect(facts.subjectSure).toBe(true);
  });
});

describe("a course whose activity ties with the seller's story", () => {
  it("is about the activity said about the course, not the one only in the seller's past", () => {
    const facts = read(
      "course",
      "I used to throw up before presentations. In 2018 I had to present our sales figures to the board and my mind went blank. For years I believed good singers were born. They are not. Most of them have a system. This course is that system. We also cover singing with a cold.",
    );
    // "singing", never "sing": a verb ending in "ing" is no gerund yet.
    expect(facts.subject?.toLowerCase()).toBe("singing");
    expect(facts.subjectSure).toBe(true);
  });
});

describe("a planner whose subject is implied", () => {
  it("is about the activity the seller keeps coming back to, and takes no kind from the seller's story", () => {
    const facts = read(
      "planner",
      "My vet handed us a paper sheet when we adopted Milo and it was lost within a week. So here is a version for the iPad. Tap to log every walk, how long it walked and where. A weekly page adds up the walks, plus a vaccination record and notes for the groomer.",
    );
    expect(facts.subject?.toLowerCase()).toMatch(/walk/);
    expect(facts.product.toLowerCase()).not.toMatch(/sheet|paper/);
    expect(facts.subjectSure).toBe(true);
  });
});

describe("a one-word plural subject before its kind", () => {
  it("is said in the singular in the product's name ('flower prints'), a word in -ics left as it is", () => {
    const prints = read("wallart", "These are scans of real flowers from my garden, pressed last summer. You get 3 prints in 8x10.");
    expect(prints.product.toLowerCase()).toMatch(/^flower (?:prints?|scans?)$/);
    const course = read("course", "Statistics course for nurses. Statistics without the fear: 10 lessons on statistics you meet on the ward.");
    expect(course.product.toLowerCase()).toContain("statistics");
  });
});

describe("a clause after a plural noun", () => {
  it("is no compound ('the reasons dogs pull on the lead'), and 'reasons' is never the subject", () => {
    const facts = read(
      "course",
      "Why does your dog pull on the lead? In this short course a trainer explains the real reasons dogs pull — excitement, fear, habit — and walks you through a plan to fix it. 5 lessons, 60 minutes in total.",
    );
    expect(facts.subject?.toLowerCase()).toMatch(/^dogs?$/);
    expect(facts.product.toLowerCase()).not.toMatch(/reason/);
  });
});

describe("wall art the seller says is a scan or a print of something", () => {
  it("shows what the seller names after 'These are scans of …', even late in the description", () => {
    const facts = read(
      "wallart",
      "Every summer my uncle kept a notebook of the birds he saw from his kitchen window. When he died we found it in a drawer. I have arranged the best pages into a set of two prints. These are scans of pressed ferns, so there are small natural marks. You get 2 prints in 8x10 and A4. Nothing is shipped.",
    );
    expect(facts.subject?.toLowerCase()).toMatch(/ferns?/);
    expect(facts.subjectSure).toBe(true);
  });
});

describe("the modifier the text keeps coming back to", () => {
  it("names the subject's head ('sourdough bread', not 'Fresh bread'), and joins the seller's own name for the product", () => {
    const course = read(
      "course",
      "Hello from my kitchen! Many people tell me shop bread never tastes like home. Is true! Fresh bread is totally different. In this class I teach you to make 4 sourdough breads from scratch: a country loaf, a rye, a seeded loaf and focaccia. You will learn how to feed a sourdough starter and how to freeze bread for 3 months. 8 videos.",
    );
    expect(course.subject?.toLowerCase()).toBe("sourdough bread");
    const planner = read(
      "planner",
      "Your FIRST triathlon starts here! 20-week training log for GoodNotes & printable. Plan every swim, bike and run and track distance, pace and how you felt. Includes a race-day page and a gear checklist. Works for sprint triathlon training too.",
    );
    expect(planner.product.toLowerCase()).toContain("triathlon training log");
  });
});

describe("wall art named by its style", () => {
  it("is about what it shows, not the style ('cottagecore art print' of a hedgehog)", () => {
    const facts = read(
      "wallart",
      "Little hedgehog asleep in a teacup of moss — cottagecore art print painted in watercolour, all soft browns and greens. Lovely in a nursery. 5x7 and 8x10 included.",
    );
    expect(facts.subject?.toLowerCase()).toContain("hedgehog");
  });
});

describe("a kind further down a list", () => {
  it("is a part, not the product it names ('…, a yearly seed-swap tracker and blank pages')", () => {
    const description =
      "Every variety, every harvest, in one place. Columns for sowing date, bed, germination and notes, plus a checklist of 200 heirloom tomatoes by colour, a yearly seed-swap tracker and blank sketch pages. 40 pages.";
    const facts = read("planner", description);
    expect(facts.subject?.toLowerCase() === "seed-swap" && facts.subjectSure).toBe(false);
    // Nor does the title name the product after it.
    const input = { category: "planner" as const, description, targetPlatform: [], fileFormats: "pdf", testimonial: null, imageCount: 0 };
    expect(generateBuiltin(input, readFacts(input)).title).not.toMatch(/seed-swap/i);
  });
});
