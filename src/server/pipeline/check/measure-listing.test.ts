import { describe, expect, it } from "vitest";
import { aListing, someFacts } from "../../../core/listing/check/check-fixtures";
import type { PropertyId } from "../../../core/listing/listing-properties";
import type { CheckedListing } from "../../../core/listing/listing-shape";
import type { FactSheet } from "../../../core/listing/types";
import { measureListing } from "./measure-listing";

// Descriptions from the development corpus (issue 29), read by the installed tagger; the fact
// sheets hold what a reader made of them, misreadings included, so the test does not hang on the reader.
const UKULELE =
  "I started teaching ukulele at our community centre when I retired, and this is that same gentle class, filmed so you can follow along from your armchair. No music reading needed and nothing goes fast. We learn just four chords (C, Am, F and G7) and use them to play 12 well-loved songs from the 50s and 60s. Every lesson is under 10 minutes, with big on-screen chord diagrams and captions.";
const TANTRUMS =
  "Stop dreading the supermarket meltdown 😮‍💨 Gentle, practical tools for parents of 1 to 4-year-olds: what's actually going on in a toddler's brain during a tantrum, how to stay calm when you're touched out, scripts for hitting, biting and 'NO!', and how to set limits without shouting or bribing. Created by a former nursery teacher and mum of three.";
const WALLET = "Hand-stitch a leather bifold wallet. Templates included. Saddle stitch explained slowly.";
const RUST =
  "Rust for backend devs coming from Go, Node or Python. Not a beginner programming course - you should already ship APIs for a living. We build a production-style REST service: axum, tokio, sqlx with Postgres, error handling with thiserror, tracing, integration tests and a Docker image under 20MB.";
const OCTOPUS =
  "Octopus illustration in the style of a 19th-century natural history plate. Sepia ink on an aged paper texture, Latin label 'Octopus vulgaris' underneath. Moody, dark academia, great for bathrooms and studies. 4:5 ratio up to 24x30. JPG 300dpi.";
const BRUSHSTROKE =
  "Black and white abstract brushstroke print. Big expressive strokes of black ink on warm white, scanned from an original 50x70cm painting. Minimalist, modern, works in a living room or hallway.";
const HOUSEPLANTS =
  "Right, so confession: I killed a lot of plants before I got the hang of this. My flat in Bristol now has 63 of them. So I made this little system for myself. There's a profile page for each plant, a watering and feeding log, a repotting & propagation record and a 'plant wishlist'. It's a digital file for GoodNotes or Notability with tappable tabs.";

const course = (subject: string | null) => someFacts({ category: "course", subject, keyFacts: [], names: [] });
const wallart = (subject: string | null) => someFacts({ category: "wallart", subject, keyFacts: [], names: [] });
const offending = (id: PropertyId, listing: CheckedListing, facts: FactSheet, description: string) =>
  measureListing(listing, facts, description)[id].map((offence) => offence.text);

describe("measureListing on the issue's misread listings", () => {
  it("“Same Gentle Class”: no subject in the title, none in the tags, tags on adjectives", () => {
    const listing = aListing({ title: "Same Gentle Class", keywords: ["same gentle class", "learn same gentle", "gentle course", "online course"] });
    const facts = course("same gentle");
    expect(offending("title-subject", listing, facts, UKULELE)).toEqual(["Same Gentle Class"]);
    expect(offending("tags-with-subject", listing, facts, UKULELE)).toHaveLength(1);
    expect(offending("tag-off-topic", listing, facts, UKULELE)).toEqual(["same gentle class", "learn same gentle", "gentle course"]);
  });

  it("“Online Course for Hitting”: a verb read as the subject", () => {
    const listing = aListing({ title: "Online Course for Hitting", keywords: ["hitting course", "learn hitting", "online course"] });
    const facts = course("hitting");
    expect(offending("title-subject", listing, facts, TANTRUMS)).toEqual(["Online Course for Hitting"]);
    expect(offending("tag-off-topic", listing, facts, TANTRUMS)).toEqual(["hitting course", "learn hitting"]);
  });

  it("“Hand Course”: the first part of “Hand-stitch” read as the subject", () => {
    const listing = aListing({ title: "Hand Course", keywords: ["hand course", "learn hand", "online course"] });
    expect(offending("title-subject", listing, course("hand"), WALLET)).toEqual(["Hand Course"]);
    expect(offending("tag-off-topic", listing, course("hand"), WALLET)).toEqual(["hand course", "learn hand"]);
  });

  it("“Programming Course” for a Rust back-end course: the description's salient noun is missing", () => {
    const listing = aListing({ title: "Programming Course", keywords: ["programming course", "online course"] });
    const [offence] = measureListing(listing, course("programming"), RUST)["title-subject"];
    expect(offence?.why).toMatch(/rust/);
  });

  it("“Octopus Vulgarism Octopus Illustration”: a repeated word and tags on a passing word", () => {
    const listing = aListing({
      title: "Octopus Vulgarism Octopus Illustration",
      keywords: ["octopus illustration", "latin gift", "great for bathrooms", "octopus print", "sepia octopus"],
    });
    const facts = wallart("octopus");
    expect(offending("title-repeated-word", listing, facts, OCTOPUS)).toHaveLength(1);
    expect(offending("tag-off-topic", listing, facts, OCTOPUS)).toEqual(["latin gift", "great for bathrooms"]);
  });

  it("“White Brushstroke White Abstract Brushstroke Print”, “Planner for GoodNotes and Notability” and “mood & energy chart”", () => {
    const print = aListing({ title: "White Brushstroke White Abstract Brushstroke Print" });
    expect(offending("title-repeated-word", print, wallart("brushstroke"), BRUSHSTROKE)).toHaveLength(1);
    const planner = aListing({ title: "Planner for GoodNotes and Notability", keywords: ["mood & energy chart", "plant care planner"] });
    const facts = someFacts({ subject: null, keyFacts: [] });
    expect(offending("title-stock-only", planner, facts, HOUSEPLANTS)).toEqual(["Planner for GoodNotes and Notability"]);
    expect(offending("title-subject", planner, facts, HOUSEPLANTS)).toHaveLength(1);
    expect(offending("tag-characters", planner, facts, HOUSEPLANTS)).toEqual(["mood & energy chart"]);
  });
});

describe("measureListing on listings that read the product right", () => {
  it.each([
    ["Ukulele for Beginners – 4 Chords, 12 Songs", ["ukulele course", "learn ukulele", "ukulele for seniors", "ukulele chords"], course("ukulele"), UKULELE],
    [
      "Toddler Tantrums Course for Parents",
      ["toddler tantrums", "tantrum course", "toddler tantrum help", "toddler meltdowns"],
      course("toddler tantrums"),
      TANTRUMS,
    ],
    ["Leather Bifold Wallet Course", ["leather wallet", "bifold wallet course", "saddle stitch", "wallet making"], course("leather wallet"), WALLET],
    ["Rust Backend Course for Go and Python Devs", ["rust course", "rust backend", "learn rust", "axum tokio"], course("rust"), RUST],
    ["Octopus Natural History Print – Sepia Ink", ["octopus print", "octopus wall art", "sepia octopus", "bathroom decor"], wallart("octopus"), OCTOPUS],
  ])("passes the title, tag and word metrics for “%s”", (title, keywords, facts, description) => {
    const results = measureListing(aListing({ title, keywords }), facts, description);
    for (const id of [
      "title-subject",
      "title-stock-only",
      "title-repeated-word",
      "category-topic",
      "tags-with-subject",
      "tag-off-topic",
      "tag-characters",
    ] as const)
      expect(results[id], id).toEqual([]);
  });
});
