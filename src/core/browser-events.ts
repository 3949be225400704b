import { z } from "zod";
import { isPersonalDataProperty, MARKETING_PROPERTY } from "./analytics-events";
import { BROWSER_EVENTS } from "./analytics";
import { CONTROL_CLASS } from "./control-characters";

/** The events the SPA sends to POST /api/analytics/events: the server validates with these and the API contract documents them. */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A browser's clock may run a little ahead of ours; beyond this, a time is in the future. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const UNSAFE = new RegExp(`[${CONTROL_CLASS}<>]`);

/** Something@something.tld anywhere in a value: an e-mail address, whatever the property is called. */
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

const propertyValue = z.union([
  z
    .string()
    .max(200)
    .refine((value) => !UNSAFE.test(value), "must be plain text")
    .refine((value) => !EMAIL_LIKE.test(value), "must not contain an e-mail address"),
  z.number().finite(),
  z.boolean(),
]);

/** Why a property name is refused, or null: the message names the property (a record key's own issue would only say "Invalid key"). */
function propertyNameProblem(key: string): string | null {
  if (!/^[a-z][a-z0-9_]{0,39}$/.test(key)) return `property ${JSON.stringify(key.slice(0, 40))}: property names are lower-case words`;
  if (MARKETING_PROPERTY.test(key)) return `property "${key}": marketing identifiers are not accepted`;
  if (isPersonalDataProperty(key)) return `property "${key}" names personal data (e-mail, phone, a name or an address), which analytics does not accept`;
  return null;
}

const properties = z
  .record(z.string(), propertyValue)
  .refine((value) => Object.keys(value).length <= 10, "at most 10 properties")
  .superRefine((value, ctx) => {
    for (const key of Object.keys(value)) {
      const problem = propertyNameProblem(key);
      if (problem) ctx.addIssue({ code: "custom", path: [key], message: problem });
    }
  });

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
