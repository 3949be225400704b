import { z } from "zod";
import { BIDI_CLASS, CONTROL_CLASS } from "../control-characters";

/*
 * The product's name (issue 29): optional in the wizard, asked for on the product page when the
 * reader could not tell what the product is called. One set of rules for the create call, the
 * name endpoint, the wizard and the product page's form (decision 048).
 */

/** Longest name, in characters after trimming: a search phrase, not a title (Etsy's is 140). */
export const PRODUCT_NAME_MAX = 80;

/** What the form says about the field and each rule it can break; screens pick them by rule, never by the API's text. */
export const PRODUCT_NAME_TEXTS = {
  label: "Product name (optional)",
  hint: "What buyers would search for, e.g. 'Ukulele for beginners course'",
  missing: "Enter the product's name",
  tooLong: `Product name must be at most ${PRODUCT_NAME_MAX} characters`,
  control: "Product name must be one line of text, without control characters",
  markup: "Product name must be plain text, without HTML such as <b> or &amp;",
} as const;

export type ProductNameRule = "missing" | "tooLong" | "control" | "markup";

// C0/C1 controls (tabs and line breaks included: a name is one line) and the bidirectional
// overrides, which make a name read differently from what it holds.
const CONTROL = new RegExp(`[${CONTROL_CLASS}${BIDI_CLASS}]`);
// What a browser or a marketplace would read as markup: angle brackets and entities ("&amp;", "&#60;").
// A bare "&" stays: "Salt & Pepper Wall Art" is a name.
const MARKUP = /[<>]|&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

const nameText = z
  .string("must be text")
  .trim()
  .max(PRODUCT_NAME_MAX, `must be at most ${PRODUCT_NAME_MAX} characters`)
  .refine((name) => !CONTROL.test(name), { message: "must not contain control characters or line breaks", params: { rule: "control" } })
  .refine((name) => !MARKUP.test(name), { message: "must not contain HTML tags or entities", params: { rule: "markup" } });

/** The create call's and the wizard's field: absent, null or blank is no name (null). */
export const optionalProductName = nameText.nullish().transform((name) => name || null);

/** A name that must be there: the product page's form and PATCH /api/products/:id/name. */
export const requiredProductName = nameText.min(1, "is required");

export const productNameRequest = z.strictObject({ productName: requiredProductName });

/** Which rule a refusal of the name broke, from the issue's code and params (not its message). */
export function productNameRule(issue: z.core.$ZodIssue): ProductNameRule {
  if (issue.code === "too_big") return "tooLong";
  if (issue.code === "custom" && (issue.params?.rule === "control" || issue.params?.rule === "markup")) return issue.params.rule;
  return "missing";
}

/** The first rule a typed name breaks, or null when the form may send it. */
export function productNameProblem(value: string, required: boolean): ProductNameRule | null {
  const result = (required ? requiredProductName : optionalProductName).safeParse(value);
  const issue = result.error?.issues[0];
  return issue ? productNameRule(issue) : null;
}
