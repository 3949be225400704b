import { describe, expect, it } from "vitest";
import type { GenerationInput } from "../../listing";
import { readFacts } from "./read-facts";

const input = (category: GenerationInput["category"], description: string, extra: Partial<GenerationInput> = {}): GenerationInput => ({
  description,
  category,
  targetPlatform: [],
  fileFormats: null,
  testimonial: null,
  imageCount: 1,
  ...extra,
});
const facts = (...args: Parameters<typeof input>) => readFacts(input(...args));
const forbidden = (sheet: ReturnType<typeof readFacts>) => sheet.negations.flatMap((negation) => negation.forbidden);

describe("readFacts: negations", () => {
  it("reads 'not a beginner course' as a level and forbids beginner claims", () => {
    const sheet = facts("course", "200-Hour Online Yoga Teacher Training. It is not a beginner yoga course: you need a year of practice.");
    expect(sheet.level).not.toBe("beginner");
    expect(forbidden(sheet)).toEqual(expect.arrayContaining(["for beginners", "beginner-friendly"]));
    expect(sheet.keyFacts.map((fact) => fact.id)).toContain("level:not-for-beginners");
  });

  it("reads the seller's 'Not include frame' and never lists the frame as included", () => {
    const sheet = facts("wallart", "Lisbon tram print. Not include frame. 8x10.");
    expect(sheet.negations.map((negation) => negation.label)).toContain("no frame included");
    expect(sheet.included.join(" ")).not.toMatch(/frame/i);
    expect(facts("wallart", "Frames are not included. A3 print.").negations[0]?.label).toBe("no frame included");
  });

  it("keeps a beginner course a beginner course", () => {
    const sheet = facts("course", "Knit your first sweater! A beginner knitting course, no experience needed.");
    expect(sheet.level).toBe("beginner");
    expect(sheet.negations).toEqual([]);
  });

  it("forbids licences and shipping the seller ruled out", () => {
    expect(forbidden(facts("wallart", "Personal use only. Digital download, no physical print will be shipped."))).toEqual(
      expect.arrayContaining(["commercial use", "free shipping"]),
    );
  });
});

describe("readFacts: sizes, durations, counts and years", () => {
  it("keeps print sizes as written", () => {
    const sheet = facts("wallart", "Available in 8x10, 11 x 14 inches, 50x70cm, A4 and US Letter.");
    expect(sheet.sizes).toEqual(["8x10", "11x14 in", "50x70 cm", "A4", "US Letter"]);
  });

  it("reads durations with or without a hyphen and in words", () => {
    expect(facts("course", "200-hour training over 6 weeks, with six hours of video.").durations).toEqual(["200-hour training", "6 weeks", "6 hours of video"]);
  });

  it("reads counts and dated years but not a year the shop opened", () => {
    const sheet = facts("planner", "2026 planner with 52 weekly spreads and 12 monthly pages. Set of 3 covers. Selling since 2019.");
    expect(sheet.years).toEqual(["2026"]);
    expect(sheet.counts).toEqual(expect.arrayContaining(["52 weekly spreads", "12 monthly pages", "set of 3 covers"]));
    expect(facts("planner", "Teacher planner 2025-2026 academic year").years).toEqual(["2025–2026"]);
    expect(facts("planner", "Academic planner 2025-26, July to June").years).toEqual(["2025–2026"]);
    // A year, then a count after a spaced dash: not the years 2025 to 2035.
    expect(facts("course", "PMP Exam Prep 2025 – 35 contact hours, 4 mock exams.").years).toEqual(["2025"]);
  });
});

describe("readFacts: typos", () => {
  it("corrects obvious typos with the dictionary", () => {
    const sheet = facts("planner", "Pregancy Jounral Planner for beginers, printabel A4.");
    expect(sheet.corrections).toEqual([
      { from: "Pregancy", to: "Pregnancy" },
      { from: "Jounral", to: "Journal" },
      { from: "beginers", to: "beginners" },
      { from: "printabel", to: "printable" },
    ]);
    expect(sheet.product.toLowerCase()).toBe("pregnancy journal planner");
  });

  it("keeps what the seller quotes as written, and still corrects the words around it", () => {
    const sheet = facts("wallart", "Squid print with the Latin label 'Loligo vulgaris' and a begining of a quote: “Carpe diem, vulgaris”. Printabel.");
    expect(sheet.corrections.map((c) => c.from)).not.toContain("vulgaris");
    expect(sheet.corrections.map((c) => c.from)).toEqual(expect.arrayContaining(["begining", "Printabel"]));
  });

  it("leaves short slang, plurals of known words and a word that ends in e alone ('vids', 'ethers', 'penne')", () => {
    const sheet = facts("course", "12 vids on ethers and alkenes, then penne and creste di gallo, plus libs and isnt. Theres a quiz.");
    expect(sheet.corrections).toEqual([]);
  });

  it("puts the possessive before 'own' where the seller wrote a contraction ('at you're own pace'), and leaves other uses alone", () => {
    const sheet = facts(
      "course",
      "Learn at you're own pace. Each deck has it's own folder. There own notes stay yours. You're going to love it; it's easy, there is a quiz.",
    );
    expect(sheet.corrections.map((c) => c.to)).toEqual(["your own", "its own", "Their own"]);
  });

  it("leaves a phrase in another language as written ('noir et blanc', 'La Fée Verte')", () => {
    const sheet = facts("wallart", "Rooftops of Lyon, photographie noir et blanc. An absinthe poster: La Fée Verte in green and gold.");
    expect(sheet.corrections).toEqual([]);
  });

  it("never touches brands, names or words the dictionary lacks, nor ambiguous typos", () => {
    const sheet = facts("wallart", "Monstera and Alfama print for GoodNotes fans in Sintra, teh best. VLOOKUP.");
    expect(sheet.corrections).toEqual([]);
  });
});

describe("readFacts: the seller's outline", () => {
  it("keeps numbered modules in order", () => {
    const sheet = facts("course", "Module 1: Casting on (20 min)\nModule 2: Purling and ribbing\nModule 3: Reading a pattern");
    expect(sheet.outline).toEqual(["Casting on", "Purling and ribbing", "Reading a pattern"]);
  });

  it("reads a listed curriculum under a heading and an inline list", () => {
    expect(facts("course", "Yoga training.\nModules:\n- Anatomy\n- Asana alignment\n- Yoga philosophy").outline).toEqual([
      "Anatomy",
      "Asana alignment",
      "Yoga philosophy",
    ]);
    expect(facts("course", "Learn Excel. We cover VLOOKUP, pivot tables, a monthly profit and loss sheet and bank reconciliation.").outline).toEqual([
      "VLOOKUP",
      "pivot tables",
      "monthly profit and loss sheet",
      "bank reconciliation",
    ]);
  });

  it("finds no outline in prose", () => {
    expect(facts("course", "A calm course about breathing. You will feel better.").outline).toEqual([]);
  });
});

describe("readFacts: formats, apps and delivery", () => {
  it("knows a Notion template is duplicated, not printed", () => {
    const sheet = facts("planner", "Notion template for freelancers: client CRM, project tracker, invoice log.", { targetPlatform: ["notion"] });
    expect(sheet.delivery).toBe("duplicate");
    expect(forbidden(sheet)).toEqual(expect.arrayContaining(["print it", "printable"]));
    expect(sheet.included).toEqual(["client CRM", "project tracker", "invoice log"]);
  });

  it("does not take a single print's own form for a part of it, but keeps a set's prints", () => {
    const glencoe = "Scottish Highlands landscape photograph - Glencoe in autumn mist. Fine art photo print, 300 dpi, ratios 4:5 and 2:3.";
    expect(facts("wallart", glencoe).included).toEqual([]);
    expect(facts("wallart", "Set of 2 kitchen prints. Includes a lemon print and a coffee print.").included).toEqual(["lemon print", "coffee print"]);
  });

  it("does not take what a course is like for what it contains", () => {
    const sheet = facts("course", "Xero for UK sole traders: set up, categorise and reconcile. 3 hour course, recorded in 2025, beginner-friendly.");
    expect(sheet.included).toEqual([]);
    expect(facts("planner", "Wedding planner. Includes a guest list, a seating chart and a print-ready cover.").included).toEqual([
      "guest list",
      "seating chart",
    ]);
  });

  it("tells edited, imported, printed and watched products apart", () => {
    expect(facts("planner", "Editable meal planner in Canva, print it at home.").delivery).toBe("edit-then-print");
    expect(facts("planner", "Digital planner for GoodNotes and Notability.", { fileFormats: "pdf" }).delivery).toBe("import");
    expect(facts("planner", "Printable budget planner, A4.", { fileFormats: "pdf" }).delivery).toBe("print");
    expect(facts("course", "Learn Python.").delivery).toBe("watch");
  });
});

describe("readFacts: names, quotes, audience and spelling", () => {
  it("keeps proper names and brand casing", () => {
    const sheet = facts("wallart", "New York City subway map print, a gift for goodnotes fans who love Lisbon.");
    expect(sheet.names).toEqual(expect.arrayContaining(["New York City", "GoodNotes", "Lisbon"]));
  });

  it("reads the words on a quote print", () => {
    expect(facts("wallart", "'She believed she could, so she did' quote print.").quotes).toEqual(["She believed she could, so she did"]);
  });

  it("reads who it is for and UK spelling", () => {
    const sheet = facts("planner", "Monthly budget planner, colour-coded. Perfect for busy mums and small business owners who want to get organised.");
    expect(sheet.audience).toEqual(["busy mums", "small business owners"]);
    expect(sheet.spelling).toBe("uk");
    expect(facts("planner", "A colorful planner to get organized.").spelling).toBe("us");
  });

  it("reads 'beginner friendly' as how the product is, not as who buys it", () => {
    expect(facts("course", "Spreadsheet formulas for shop owners, beginner friendly, 2h.").audience).toEqual(["shop owners"]);
    expect(facts("course", "Spreadsheet formulas for beginners and shop owners.").audience).toEqual(["beginners", "shop owners"]);
  });

  it("reads no duration from a wall art seller's story, only from what the buyer does", () => {
    expect(facts("wallart", "Fox in snow print. I painted it over about three weeks in my studio. Sizes 8x10 and A4.").durations).toEqual([]);
    expect(facts("wallart", "Lighthouse print. For about ten minutes the sea turned gold. Sizes 8x10 and A4.").durations).toEqual([]);
    expect(facts("wallart", "Custom star map template. Make your own map in about 10 minutes in Canva. A4.").durations).toEqual(["10 minutes"]);
    expect(facts("course", "Watercolour course. I filmed it over three weeks. 6 hours of video.").durations).toContain("6 hours of video");
  });

  it("reads the trades and callings a product is made for as its audience", () => {
    expect(facts("planner", "Rota calendar for paramedics, 2026, editable in Excel.").audience).toEqual(["paramedics"]);
    expect(facts("course", "Lighting basics for YouTubers and podcasters. Six lessons.").audience).toEqual(["YouTubers", "podcasters"]);
    expect(facts("planner", "Chore chart for carers, A4 printable.").audience).toEqual(["carers"]);
  });

  it("gives every key fact lower-case phrases to look for", () => {
    const sheet = facts("wallart", "Lisbon tram print in 8x10 and A4, set of 3 prints.");
    for (const fact of sheet.keyFacts) {
      expect(fact.matches.length).toBeGreaterThan(0);
      for (const match of fact.matches) expect(match).toBe(match.toLowerCase());
    }
    expect(sheet.keyFacts.map((fact) => fact.id)).toEqual(expect.arrayContaining(["size:8x10", "size:a4", "name:lisbon"]));
  });
});

describe("readFacts: what is not a fact", () => {
  it("does not read delivery times, rankings or prose numbers as facts", () => {
    const sheet = facts(
      "wallart",
      "Custom star map. Sent as a PDF within 24 hours. Top 3 priorities. Juggling five different places. Most lessons under 15 minutes.",
    );
    expect(sheet.durations).toEqual([]);
    expect(sheet.counts).toEqual([]);
  });

  it("does not take notices, ordering steps or the product's own name as parts", () => {
    const sheet = facts("wallart", "Star map print.\n★ HOW TO ORDER ★\n- Choose your size\n- Frame not included\n- Please note");
    expect(sheet.included).toEqual([]);
  });
});

describe("readFacts: names in a keyword line", () => {
  it("leave the kind of product the seller capitalises after them ('Lisbon Wall Art' names Lisbon)", () => {
    const sheet = facts(
      "wallart",
      "Lisbon Tram Poster, Portugal Print, Lisbon Wall Art, Alfama Decor, Travel Gift. A yellow tram climbing through Alfama at dusk. A3, A4, 18x24.",
    );
    expect(sheet.names.filter((name) => /\b(?:Wall Art|Decor|Gift|Print|Poster)$/.test(name))).toEqual([]);
    expect(sheet.names).toEqual(expect.arrayContaining(["Lisbon", "Alfama"]));
  });
});

describe("readFacts: who a product is for", () => {
  it("is never who the seller rules out, nor a person word that only describes a noun ('adult hands')", () => {
    const sheet = facts(
      "course",
      "Violin for adults who never played before. Is not for children, the course is made for adult hands and adult motivation. Not suitable for professional players.",
    );
    expect(sheet.audience).toEqual(["adults"]);
    expect(facts("course", "Latin grammar course, good for adult learners and students preparing for exams.").audience).toEqual(
      expect.arrayContaining(["adult learners"]),
    );
  });
});
