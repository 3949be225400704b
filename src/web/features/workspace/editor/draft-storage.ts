import type { EditableListing } from "../../../../core/listing/editable";

/** Unsaved edits survive a reload (sessionStorage: this tab only), one per product and base version. */
const draftKey = (productId: string, version: number) => `listcraft:listing-draft:${productId}:${version}`;

export function readDraft(productId: string, version: number): EditableListing | null {
  try {
    const text = window.sessionStorage.getItem(draftKey(productId, version));
    const value: unknown = text ? JSON.parse(text) : null;
    return value && typeof value === "object" && typeof (value as EditableListing).title === "string" ? (value as EditableListing) : null;
  } catch {
    return null;
  }
}

export function writeDraft(productId: string, version: number, listing: EditableListing): void {
  try {
    window.sessionStorage.setItem(draftKey(productId, version), JSON.stringify(listing));
  } catch {
    // Storage full or disabled: the editor still works, only the reload safety net is gone.
  }
}

export function clearDraft(productId: string, version: number): void {
  try {
    window.sessionStorage.removeItem(draftKey(productId, version));
  } catch {
    // As above.
  }
}
