/** The operator's policy pages (issue 16), each at /legal/{id} and GET /api/legal/{id}. */
export const LEGAL_PAGE_IDS = ["privacy", "terms", "refunds"] as const;
export type LegalPageId = (typeof LEGAL_PAGE_IDS)[number];

export const isLegalPageId = (value: string): value is LegalPageId => (LEGAL_PAGE_IDS as readonly string[]).includes(value);

/** GET /api/legal/{id}: the page as the server rendered it from Markdown (escaped, no raw HTML). */
export interface LegalPage {
  id: LegalPageId;
  title: string;
  /** YYYY-MM-DD, from the file's front matter. */
  updated: string;
  html: string;
  /** The text shipped with Listcraft, not the operator's own: shown marked for review. */
  isDefault: boolean;
}
