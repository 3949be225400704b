import { cleanEditable } from "../../../core/listing/clean-editable";
import { editableListingSchema, type EditableListing } from "../../../core/listing/editable";
import { AppError, parseOrThrow } from "../../http/errors";

/**
 * A first generation's listing as the editor would save it (issue 30), whoever wrote it, so the
 * creator can always save the stored text again unchanged. What still breaks a rule, or a listing
 * the check left without a single tag, is not stored: the 400 names each field under "result."
 * (a workflow's callback answers with it; the job records a failed attempt).
 */
export function storableListing(listing: EditableListing): EditableListing {
  const parsed = parseOrThrow(editableListingSchema, cleanEditable(listing), "result");
  if (parsed.keywords.length === 0) {
    const message = "no tag is left once the tags are made to fit Etsy's rules (each was a fragment, over 20 characters or a repeat)";
    throw new AppError("VALIDATION_FAILED", `result.keywords: ${message}`, { "result.keywords": [message] });
  }
  return parsed;
}
