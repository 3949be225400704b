import { z } from "zod";
import { MARKETING_PROPERTY } from "../../core/analytics-events";
import { BROWSER_EVENTS } from "../../core/analytics";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A browser's clock may run a little ahead of ours; beyond this, a time is in the future. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const UNSAFE = new RegExp(`[${String.fromCharCode(0)}-${String.fromCharCode(31)}${String.fromCharCode(127)}<>]`);

const propertyValue = z.union([
  z
    .string()
    .max(200)
    .refine((value) => !UNSAFE.test(value), "must be plain text"),
  z.number().finite(),
  z.boolean(),
]);

const properties = z
  .record(
    z
      .string()
      .regex(/^[a-z][a-z0-9_]{0,39}$/, "property names are lower-case words")
      .refine((key) => !MARKETING_PROPERTY.test(key), "marketing identifiers are not accepted"),
    propertyValue,
  )
  .refine((value) => Object.keys(value).length <= 10, "at most 10 properties");

export const browserEventSchema = z.strictObject({
  event_id: z.uuid(),
  name: z.enum(BROWSER_EVENTS),
  session_id: z.uuid().optional(),
  value: z.number().finite().min(0).max(100_000).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  properties: properties.optional(),
  occurred_at: z.iso.datetime({ offset: true }).refine((value) => {
    const at = Date.parse(value);
    const now = Date.now();
    return at > now - DAY_MS && at <= now + CLOCK_SKEW_MS;
  }, "must be within the last 24 hours"),
});
export const browserEventsBody = z.strictObject({ events: z.array(browserEventSchema).min(1).max(20) });
export type BrowserEvent = z.infer<typeof browserEventSchema>;
