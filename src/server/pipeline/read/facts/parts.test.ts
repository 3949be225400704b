import { describe, expect, it } from "vitest";
import { analyse } from "./analyse";
import { readIncluded } from "./contents";
import { readCounts } from "./measures";
import { notAPart, splitList } from "./parts";
import { readFacts } from "./read-facts";

const included = (description: string) => {
  const read = analyse(description);
  return readIncluded(read.lines, read.sentences.map((sentence) => sentence.text).join(" ")).map((item) => item.toLowerCase());
};
const counted = (text: string) => readCounts(text).map((count) => count.label);

describe("what the product leaves out or replaces", () => {
  it("is never an inclusion, wherever the negation opens the list", () => {
    for (const description of [
      "No frame, no mat and no physical print is shipped. Includes fern, eucalyptus and olive branch designs.",
      "No macros, no add-ons, nothing to install. Includes a dashboard, a snagging list and a payment schedule.",
      "No DSLR, no studio lighting, no expensive presets: 9 lessons with a shoot-this challenge each.",
      "Grow oyster mushrooms at home without a lab and without a pressure cooker to begin with.",
    ])
      expect(
        included(description).filter((item) => /^(?:no|not|nothing|without)\b/.test(item)),
        description,
      ).toEqual([]);
  });

  it("is cut from a list that goes on to say what the product replaces", () => {
    expect(included("No more sticky notes, scattered apps or lost receipts. Includes a bill calendar, a savings log and a debt tracker.")).toEqual([
      "bill calendar",
      "savings log",
      "debt tracker",
    ]);
    expect(included("Includes a weekly spread and a meal plan instead of messy notebooks and to-do apps.")).toEqual(["weekly spread", "meal plan"]);
    expect(included("Say goodbye to sticky notes, spreadsheets and five different apps. Weekly spread, habit log, notes page.")).toEqual([
      "weekly spread",
      "habit log",
      "notes page",
    ]);
  });
});

describe("the seller's story, people and audience", () => {
  it("are never inclusions", () => {
    expect(
      included("I made this care binder after looking after my mum, my dad and my brother. Medication log, appointment tracker, emergency contacts."),
    ).toEqual(["medication log", "appointment tracker", "emergency contacts"]);
    for (const phrase of ["my mum", "our family", "clients", "my students", "kids", "parents"]) expect(notAPart(phrase), phrase).toBe("a person");
    for (const phrase of [
      "we spend a full hour on it",
      "but every illustration is my own",
      "this is not a substitute for medical advice",
      "have been left as they are",
    ])
      expect(notAPart(phrase), phrase).toBe("a clause of the seller's");
  });

  it("leave a part that only mentions a person or the seller alone", () => {
    for (const phrase of ["letters to loved ones", "student info sheets", "parent contact log", "exact proposal I send to new clients", "Type I"])
      expect(notAPart(phrase), phrase).toBeNull();
  });

  it("are never counted: credentials, the seller's record and the people served", () => {
    expect(counted("Written by a sleep consultant with over 600 families supported. 12 lessons.")).toEqual(["12 lessons"]);
    expect(counted("I've narrated 140 titles from my closet studio. 12 modules and 3 sample contracts.")).toEqual(["12 modules", "3 sample contracts"]);
    expect(counted("This is the kit I used to build my first 40 listings: 150 page layouts.")).toEqual(["150 page layouts"]);
    expect(counted("A certified teacher who has taught 2,000 students. 52 weekly pages.")).toEqual(["52 weekly pages"]);
    expect(counted("I've recorded 12 lessons and 4 workouts for you.")).toEqual(["12 lessons", "4 workouts"]);
  });
});

describe("a clause cut at its joining word", () => {
  it("is never a part ('drop from' of 'drag and drop from')", () => {
    const items = included("Includes washi strips, page flags and a sticker book file you can drag and drop from.");
    expect(items.filter((item) => /\b(?:from|and|with|to)$/.test(item))).toEqual([]);
  });
});

describe("a cheer or an adjective alone", () => {
  it("is never a part ('Off, off and away!')", () => {
    const input = { targetPlatform: [], fileFormats: null, testimonial: null, imageCount: 0 };
    const description = "Off, off and away! A bright set of 4 playroom prints with paper kites floating over green hills. Sizes A4 and 8x10.";
    const sheet = readFacts({ ...input, category: "wallart", description });
    expect(sheet.included.map((item) => item.toLowerCase())).toEqual([]);
  });
});

describe("limits and ranges", () => {
  it("say what the product allows, not what it holds", () => {
    expect(counted("Rental tracker for landlords with 1-10 properties, up to 20 tenants and 12 monthly summaries.")).toEqual(["12 monthly summaries"]);
    expect(counted("For 4–6 patient assignments. Quarterly pages for up to 4 objectives with 3–5 key results each.")).toEqual([]);
    expect(counted("After purchase, send me 2–4 clear photos. Zero to 10 strict pull-ups in 8 weeks.")).toEqual([]);
  });

  it("read thousands whole and a number before a pronoun as no count", () => {
    expect(counted("1,200+ pre-cropped stickers. If you're already 2000+ this will be too basic.")).toEqual(["1200 pre-cropped stickers"]);
  });
});

describe("how it comes, where it hangs and how it looks", () => {
  it("are never parts", () => {
    for (const [phrase, reason] of [
      ["printable JPG", "how it is delivered or sized"],
      ["A4 + US Letter", "how it is delivered or sized"],
      ["each in 5x7, 8x10, 11x14 and A4", "how it is delivered or sized"],
      ["Largest file prints at 24x36 in / A1", "how it is delivered or sized"],
      ["instant download", "how it is delivered or sized"],
      ["nursery or farmhouse", "where it hangs or the occasion"],
      ["great for bathrooms", "where it hangs or the occasion"],
      ["Diwali gift", "where it hangs or the occasion"],
      ["muted terracotta", "its colours"],
      ["gold on black", "its colours"],
      ["minimalist black typography", "its style"],
      ["set of 3 prints", "the product counted"],
    ] as const)
      expect(notAPart(phrase), phrase).toBe(reason);
  });

  it("leave parts that carry a size or a room alone", () => {
    for (const phrase of ["A5 binder inserts", "deep-clean checklist for every room", "kitchen inventory", "gift list", "printable recipes"])
      expect(notAPart(phrase), phrase).toBeNull();
  });

  it("drop a list that names the product again and again", () => {
    expect(included("Hummingbird Print, Hummingbird Wall Art, Bird Watercolor Print, Bird Lover Gift, Garden Bird Art.")).toEqual([]);
    expect(included("Shadow work prompts, inner child journal, self discovery journal, therapy journal.")).toEqual([]);
  });
});

describe("splitList", () => {
  it("keeps a bracket and the parts before the last 'and' whole", () => {
    expect(splitList("idea bank (effort, fun), a visitors & travel schedule and a leftovers page")).toEqual([
      "idea bank (effort, fun)",
      "a visitors & travel schedule",
      "a leftovers page",
    ]);
  });
});

describe("a list after 'with'", () => {
  it("is the product's parts when said of the product: its kind, or the whole sentence after a comma", () => {
    expect(included("Budget planner with a bill tracker, savings goals and a debt payoff page.")).toEqual([
      "bill tracker",
      "savings goals",
      "debt payoff page",
    ]);
    const prayer = included(
      "Based on the ACTS method, with a prayer request list where you can mark answered prayers, scripture memory pages and a sermon notes template.",
    );
    expect(prayer).toEqual(expect.arrayContaining(["prayer request list", "scripture memory pages", "sermon notes template"]));
  });

  it("is not when it describes something else, names one thing, or is generic", () => {
    expect(included("A harbour at dawn with boats, gulls and the old lighthouse. Sizes 8x10 and A4.")).toEqual([]);
    // What wall art shows is not a part of it.
    const poster = "Birth poster with the baby's name, date, time and weight. Sizes 8x10 and A4.";
    const read = analyse(poster);
    expect(readIncluded(read.lines, read.sentences.map((sentence) => sentence.text).join(" "), "wallart")).toEqual([]);
    expect(included("A gentle course, filmed with love in my garden. Six lessons.")).toEqual([]);
    expect(included("Home inventory template, with item, serial number and purchase date.")).not.toContain("item");
  });
});

describe("a course's lessons and what comes with them, joined by '+'", () => {
  it("reads what follows the lessons as parts ('11 video lessons + a spreadsheet + a worksheet')", () => {
    expect(included("Money basics for new graduates. 9 video lessons + a budget spreadsheet + a one-page savings plan worksheet.")).toEqual([
      "budget spreadsheet",
      "one-page savings plan worksheet",
    ]);
    expect(included("Watercolour for beginners. 14 short lessons you can watch on your lunch break + a printable colour chart.")).toEqual([
      "printable colour chart",
    ]);
  });

  it("leaves '+' alone elsewhere: formats, sizes and apps are no parts", () => {
    expect(included("Budget tracker. Excel + Google Sheets, A4 + Letter.")).toEqual([]);
  });
});

describe("a participle and its agent", () => {
  it("describe a part, they are not one ('framed by whiplash curves')", () => {
    const parts = included("Includes a green fairy, framed by whiplash curves, poppies and a stained-glass halo.");
    expect(parts).not.toContain("framed by whiplash curves");
    expect(parts).toEqual(expect.arrayContaining(["poppies"]));
  });
});

describe("lists that are not parts", () => {
  it("reads the occasions a seller lists after a colon ('where you grew up, your first home, …') as no parts", () => {
    expect(included("Make a personalised star map in ten minutes: where you met, your wedding night, your first home.")).toEqual([]);
  });

  it("drops the 'included' a checklist line ends on ('✔ Video tutorial included')", () => {
    expect(included("What you get:\n✔ Video tutorial included\n✔ Colour guide included\n✔ Sizes 8x10 and A4")).toEqual(
      expect.arrayContaining(["video tutorial", "colour guide"]),
    );
  });
});

describe("a sentence of what it suits", () => {
  it("is no list of parts ('Moody, dark academia, great for bathrooms and studies')", () => {
    expect(
      included(
        "Heron illustration in the style of a Japanese scroll. Grey ink on washi paper. Calm, wabi-sabi, perfect for hallways and studies. 2:3 ratio up to 24x36.",
      ),
    ).toEqual([]);
    expect(included("Brain dump page, top 3 priorities, time blocking and a reward tracker.")).toEqual(
      expect.arrayContaining(["brain dump page", "time blocking"]),
    );
  });
});

describe("a list the seller says is there", () => {
  it("is parts ('There's a profile page for each plant, a watering log and a pest diary'), a single thing is not", () => {
    expect(included("So I made this for myself. There's a profile page for each plant, a watering and feeding log and a pest diary. 48 pages.")).toEqual(
      expect.arrayContaining(["watering and feeding log", "pest diary"]),
    );
    expect(included("A calm print. There's a lot of empty space in this piece, on purpose. 8x10.")).toEqual([]);
  });
});

describe("a list of the seller's own work", () => {
  it("is no parts ('my work preparing it: upscaling, proofing and cropping'), while what the seller teaches stays", () => {
    expect(
      included(
        "The photo is public domain; what you pay for is my work preparing it for print: upscaling with noise reduction, colour proofing and cropping to standard ratios. 5 ratios.",
      ),
    ).toEqual([]);
    expect(included("In this class I teach you to make 3 salsas from scratch: salsa verde, pico de gallo and a smoky chipotle salsa.")).toEqual(
      expect.arrayContaining(["salsa verde", "pico de gallo"]),
    );
  });
});

describe("a long bare list", () => {
  it("is parts though an item or two runs longer ('expenses by Schedule E category')", () => {
    expect(
      included(
        "Rental tracker for landlords. Rent roll, tenant details, lease end dates, late payments, maintenance requests, expenses by Schedule E category, mortgage and escrow, and an annual cash flow / cap rate summary. Excel.",
      ),
    ).toEqual(expect.arrayContaining(["rent roll", "tenant details", "late payments"]));
    expect(included("Salon cards. Record formulas, developer volume, processing time and patch test dates for every visit.")).not.toContain("record formulas");
  });
});

describe("the buyer's options", () => {
  it("are never parts ('Pick a colour: midnight, forest, ocean or mono')", () => {
    const parts = included(
      "Personalised cycling route print. In the personalisation box, write: race name, year, your name and finish time. Pick a colour: midnight, forest, ocean, sunset or mono. Sizes: A4, A3 and 8x10.",
    );
    expect(parts.filter((part) => /midnight|forest|ocean|sunset|mono/.test(part))).toEqual([]);
  });
});

describe("one buyer named for all of them", () => {
  it("is the audience in the plural ('the wine lover who has everything' → wine lovers)", () => {
    const facts = readFacts({
      category: "wallart",
      description: "Map of the whisky distilleries of Scotland. A brilliant gift for the whisky lover who has everything. A3 and A2.",
      targetPlatform: [],
      fileFormats: "pdf",
      testimonial: null,
      imageCount: 0,
    });
    expect(facts.audience).toContain("whisky lovers");
  });
});

describe("a listed part with its fields after a colon", () => {
  it("is the part ('Plot map'), its fields are not parts of the product", () => {
    const parts = included(
      "Everything for your first allotment year, in one binder.\n\nWhat's included:\n• Plot map: beds, paths, compost bays, water butt\n• Sowing calendar for 40 vegetables\n• Harvest log",
    );
    expect(parts).toContain("plot map");
    expect(parts.filter((part) => /^(?:beds|paths|compost bays|water butt)$/.test(part))).toEqual([]);
  });
});

describe("a part named in quotes", () => {
  it("keeps its name ('a \"books to read\" list'), and 'extras', 'a list' or 'every species' alone are no parts", () => {
    const parts = included(
      "Reading journal for book lovers. There's a 'books to read' list, a 'did not finish' page, a yearly reading challenge and 60 review pages plus extras. Every book, every author, in one place.",
    );
    expect(parts).toContain("books to read list");
    expect(parts.filter((part) => /^(?:extras|list|every .*)$/.test(part))).toEqual([]);
  });
});

describe("fixes from the session's review", () => {
  it("reads parts after a lead that only mentions choosing ('Why choose this planner: …')", () => {
    expect(included("Why choose this planner: undated weekly spreads, a habit tracker, a meal planner and a budget sheet.").length).toBeGreaterThan(2);
  });

  it("puts an irregular person in the plural ('a child who loves dinosaurs' → children)", () => {
    const facts = readFacts({
      category: "wallart",
      description: "Dinosaur poster. A lovely gift for a child who loves dinosaurs. A3 and A4.",
      targetPlatform: [],
      fileFormats: "pdf",
      testimonial: null,
      imageCount: 0,
    });
    expect(facts.audience.some((who) => /childs/.test(who))).toBe(false);
  });
});
