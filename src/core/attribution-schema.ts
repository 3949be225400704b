import { z } from "zod";
import { CONTROL_CLASS } from "./control-characters";

/**
 * The attribution shapes the SPA and the server share (issue 15), apart from core/analytics so
 * the constants there do not bring zod into the app shell (decision 033).
 */

const UNSAFE = new RegExp(`[${CONTROL_CLASS}<>]`);

const field = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !UNSAFE.test(value), "must be plain text")
    .transform((value) => value || null)
    .nullable()
    .optional();

/** One touch as the browser captured it: every field bounded, anything else refused. */
export const touchSchema = z.strictObject({
  utm_source: field(200),
  utm_medium: field(200),
  utm_campaign: field(200),
  utm_term: field(200),
  utm_content: field(200),
  gclid: field(300),
  fbclid: field(300),
  msclkid: field(300),
  referrer: field(2000),
  landing_page: field(2000),
  user_agent: field(500),
  /** ISO time the visitor landed. */
  timestamp: z.iso.datetime({ offset: true }),
});
export type Touch = z.infer<typeof touchSchema>;

/** POST /api/attribution: the session's first and last touch. */
export const storeAttributionSchema = z.strictObject({
  session_id: z.uuid(),
  first_touch: touchSchema,
  last_touch: touchSchema,
});

/** POST /api/attribution/source: the source name only, as the SPA sends it without consent. */
export const sourceSchema = z.strictObject({
  source: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9._~-]+$/, "must be a source name (letters, digits, . _ ~ -)"),
});

/** POST /api/attribution/associate: the browser session whose landings become the account's. */
export const associateSchema = z.strictObject({ session_id: z.uuid() });
