import type { PublishError } from "../../core/marketplaces/publish-error";
import { MARKETPLACE_NAMES, type Marketplace } from "../../core/marketplaces/marketplaces";
import { ReconnectNeeded } from "./etsy-access";
import { RemoteError, RemoteUnavailable } from "./remote-call";

/** The remote field names we send, and where the seller fixes each (the editor's section or the publish panel). */
const FIELDS: Array<{ remote: RegExp; field: string; fix: string }> = [
  { remote: /\btitle\b/i, field: "title", fix: "Edit the title in the listing editor." },
  { remote: /\btags?\b/i, field: "keywords", fix: "Edit the tags (keywords) in the listing editor." },
  { remote: /\bdescription|descriptionHtml\b/i, field: "longDescription", fix: "Edit the description in the listing editor." },
  { remote: /\balt_text\b|\baltText\b/i, field: "altTexts", fix: "Shorten the photo's alt text in the listing editor." },
  { remote: /\bprice\b/i, field: "price", fix: "Check the price in the publish panel." },
  { remote: /\btaxonomy_id\b|\bproductType\b/i, field: "price", fix: "Choose another Etsy category in the publish panel." },
  { remote: /\bwho_made\b|\bwhen_made\b/i, field: "price", fix: "Check who made it and when in the publish panel." },
  { remote: /\bimage\b|\bmedia\b/i, field: "images", fix: "Replace the photo: the marketplace refused it." },
  { remote: /\bfile\b/i, field: "files", fix: "Replace the file: the marketplace refused it." },
];

/** The marketplace's own words from an error body: Etsy's {"error": "..."}, GraphQL userErrors, or the text. */
function remoteMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown; error_description?: unknown; message?: unknown };
    const text = [parsed.error_description, parsed.error, parsed.message].find((value) => typeof value === "string");
    if (typeof text === "string") return text;
  } catch {
    // Not JSON: the text itself.
  }
  return body.trim().slice(0, 300);
}

export type FailurePlan = { retryInSeconds: number; error: PublishError } | { retryInSeconds: null; error: PublishError; reconnect: boolean };

/**
 * What a failed attempt means (issue 32): 401 or a spent token asks to reconnect; 429 waits what
 * Retry-After says (up to a ceiling); 5xx and timeouts back off by the configured waits; any other
 * 4xx fails at once naming the field and its fix. The seller's listing is never touched.
 */
export function planFailure(
  error: unknown,
  context: { marketplace: Marketplace; attempt: number; retryDelaysSeconds: readonly number[]; maxRetryAfterSeconds: number },
): FailurePlan {
  const name = MARKETPLACE_NAMES[context.marketplace];
  const backoff = context.retryDelaysSeconds[context.attempt - 1];
  if (error instanceof ReconnectNeeded || (error instanceof RemoteError && error.status === 401)) {
    return {
      retryInSeconds: null,
      reconnect: true,
      error: {
        kind: "reconnect",
        message: `${name} no longer accepts this app's connection.`,
        fix: `Reconnect ${name} in Settings → Marketplaces, then publish again.`,
      },
    };
  }
  if (error instanceof RemoteError && error.status === 429) {
    const wait = error.retryAfter ?? backoff ?? null;
    const waiting = { kind: "rate_limited", message: `${name} asked us to slow down.` } as const;
    if (wait !== null && wait <= context.maxRetryAfterSeconds && context.attempt <= context.retryDelaysSeconds.length + 2) {
      return { retryInSeconds: wait, error: { ...waiting, fix: `Trying again in ${wait} s.` } };
    }
    return { retryInSeconds: null, reconnect: false, error: { ...waiting, fix: "Publish again in a little while." } };
  }
  if (error instanceof RemoteUnavailable || (error instanceof RemoteError && error.status >= 500)) {
    const unavailable = {
      kind: "unavailable",
      message: `${name} did not answer properly (${error instanceof RemoteError ? `status ${error.status}` : "no answer in time"}).`,
    } as const;
    if (backoff !== undefined) return { retryInSeconds: backoff, error: { ...unavailable, fix: `Trying again in ${backoff} s.` } };
    return { retryInSeconds: null, reconnect: false, error: { ...unavailable, fix: "Nothing was lost; publish again later." } };
  }
  if (error instanceof RemoteError) {
    const message = remoteMessage(error.body);
    const known = FIELDS.find((entry) => entry.remote.test(message));
    return {
      retryInSeconds: null,
      reconnect: false,
      error: known
        ? { kind: "field", field: known.field, message: `${name} refused the ${known.field === "keywords" ? "tags" : known.field}: ${message}`, fix: known.fix }
        : { kind: "failed", message: `${name} refused the draft: ${message}`, fix: "Check the listing and publish again." },
    };
  }
  return {
    retryInSeconds: null,
    reconnect: false,
    error: { kind: "failed", message: "The draft could not be published.", fix: "Publish again; if it fails again, contact support." },
  };
}
