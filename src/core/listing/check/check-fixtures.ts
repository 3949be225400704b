import type { CheckedListing } from "../listing-shape";
import type { FactSheet } from "../types";

/** Test data: a clean planner listing and its facts, with overrides. */
export function aListing(overrides: Partial<CheckedListing> = {}): CheckedListing {
  return {
    title: "Weekly Habit Tracker Planner for GoodNotes - A4 Digital Planner",
    shortDescription: "A weekly habit tracker for GoodNotes on the iPad, in A4.",
    longDescription: "Plan each week and track your habits in one place. Every page is A4 and works in GoodNotes.",
    features: ["Weekly pages with a habit grid", "Monthly review pages for reflection", "Hyperlinked tabs for quick navigation"],
    benefits: ["Build habits that stick week after week", "See your progress at a glance"],
    keywords: ["habit tracker", "weekly planner", "goodnotes planner", "digital planner", "a4 planner"],
    usp: ["Made for GoodNotes on the iPad"],
    useCases: ["Planning a calmer week at home"],
    cta: "Download the planner and start your first week today.",
    whyChooseUs: "Every page was designed for daily use on the iPad.",
    ...overrides,
  };
}

export function someFacts(overrides: Partial<FactSheet> = {}): FactSheet {
  return {
    category: "planner",
    product: "weekly habit tracker",
    subject: "habits",
    audience: [],
    level: null,
    negations: [],
    counts: [],
    sizes: ["A4"],
    durations: [],
    years: [],
    included: [],
    formats: ["pdf"],
    apps: ["GoodNotes"],
    delivery: "import",
    outline: [],
    quotes: [],
    names: ["GoodNotes", "iPad"],
    spelling: "us",
    corrections: [],
    keyFacts: [{ id: "size:a4", kind: "size", label: "A4", matches: ["a4"] }],
    ...overrides,
  };
}
