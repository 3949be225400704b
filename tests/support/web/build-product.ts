import type { ApiProduct, ApiProductSummary } from "../../../src/core/api-types";

let sequence = 0;

/** Test data: a finished planner as a paid plan sees it (keywords and use cases present) unless overridden. */
export function buildProduct(overrides: Partial<ApiProduct> = {}): ApiProduct {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    title: "Weekly Focus Planner",
    productName: null,
    shortDescription: "A calm weekly planner for Notion.",
    longDescription: "A calm weekly planner for Notion with habit tracking and goals.",
    features: ["Habit tracker", "Goal pages"],
    benefits: ["Plan your week in minutes"],
    keywords: ["planner", "notion"],
    usp: [],
    useCases: ["A freelancer planning client work around deep-focus blocks"],
    cta: "Get it today",
    whyChooseUs: null,
    category: "planner",
    thumbnailUrl: "/media/thumb.webp",
    images: ["/media/one.png", "/media/two.png"],
    archived: false,
    status: "complete",
    addons: { targetPlatform: ["notion", "goodnotes"], fileFormats: "pdf" },
    facts: null,
    listingCheck: null,
    version: 1,
    altTexts: ["", ""],
    draft: null,
    regeneration: null,
    createdAt: "2026-01-05T10:00:00.000Z",
    updatedAt: "2026-01-06T10:00:00.000Z",
    ...overrides,
  };
}

export function buildSummary(overrides: Partial<ApiProductSummary> = {}): ApiProductSummary {
  const { id, title, shortDescription, thumbnailUrl, category, status, createdAt } = buildProduct();
  return { id, title, shortDescription, thumbnailUrl, category, status, createdAt, ...overrides };
}
