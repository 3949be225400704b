export const TESTIMONIAL_RATINGS = [1, 2, 3, 4, 5] as const;
/** A testimonial is a happy customer's words; five stars is what the creator means unless they say otherwise. */
export const DEFAULT_TESTIMONIAL_RATING = 5;

/**
 * Whole stars, 1-5. Without zod, so stored addons can be read where zod is not loaded; the create
 * schema (create-product-schema.ts) refines with this same check.
 */
export function isTestimonialRating(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5;
}
