import { useEffect, useMemo, useRef, useState } from "react";
import type { EditableListing } from "../../../../core/listing/editable";
import { clearDraft, writeDraft } from "./draft-storage";
import { useDebouncedValue } from "../../../lib/use-debounced-value";

interface EditorBase {
  version: number;
  listing: EditableListing;
}

/** How long typing pauses before the check re-runs and the draft is stored. */
const SETTLE_MS = 250;

const same = (a: EditableListing, b: EditableListing) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The text being edited, the version it is based on, and the field errors of the last save. Unsaved
 * edits are kept in sessionStorage (per product and base version) once typing settles.
 */
export function useEditorState(productId: string, start: EditorBase, initial: EditableListing | null) {
  const [base, setBase] = useState(start);
  const [listing, setListing] = useState(initial ?? start.listing);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const dirty = useMemo(() => !same(listing, base.listing), [listing, base]);
  const settled = useDebouncedValue(listing, SETTLE_MS);
  const discarded = useRef(false);

  useEffect(() => {
    if (discarded.current) return;
    if (same(settled, base.listing)) clearDraft(productId, base.version);
    else writeDraft(productId, base.version, settled);
  }, [productId, settled, base]);

  const patch = (change: Partial<EditableListing>) => {
    setListing((current) => ({ ...current, ...change }));
    // A field's old error no longer describes what is typed there now.
    const touched = Object.keys(change);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !touched.includes(key.split(".")[0] ?? ""))));
  };

  /** After a save (or taking theirs): this is the new base, nothing is unsaved. */
  const reset = (next: EditorBase) => {
    clearDraft(productId, base.version);
    setBase(next);
    setListing(next.listing);
    setErrors({});
  };

  /**
   * The edits are thrown away. A draft write still pending from typing is dropped too: closing the
   * editor flushes React's pending effects, and one of them could store the draft again after it
   * was cleared, to be offered back as "unsaved edits".
   */
  const discard = () => {
    discarded.current = true;
    clearDraft(productId, base.version);
  };

  return { base, setBase, listing, setListing, settled, dirty, errors, setErrors, patch, reset, discard };
}
