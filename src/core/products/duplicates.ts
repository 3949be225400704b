export const UNIQUE_TITLE_ATTEMPTS = 100;

/** "Create with Unique Title": the first free " (n)" up to 100, then the time makes it unique. */
export function uniqueTitle(base: string, taken: ReadonlySet<string>, now: Date): string {
  for (let n = 1; n <= UNIQUE_TITLE_ATTEMPTS; n++) {
    const candidate = `${base} (${n})`;
    if (!taken.has(candidate)) return candidate;
  }
  return `${base} (${now.getTime()})`;
}

/**
 * The " (n)" that "Create with Unique Title" gave the submitted title, or null: the submitted title
 * is the description's derived title plus exactly that suffix (a title of its own ending in "(2024)" is not one).
 */
export function uniqueSuffix(submittedTitle: string | null, derivedTitle: string): string | null {
  if (!submittedTitle?.startsWith(derivedTitle)) return null;
  const rest = submittedTitle.slice(derivedTitle.length);
  return /^ \(\d+\)$/.test(rest) ? rest : null;
}

/** The generated title carrying the creator's unique suffix, shortened at a word so both fit in `max`. */
export function withUniqueSuffix(title: string, suffix: string | null, max: number): string {
  if (!suffix || title.endsWith(suffix)) return title;
  if (title.length + suffix.length <= max) return `${title}${suffix}`;
  const room = title.slice(0, max - suffix.length);
  const atWord = room.slice(0, Math.max(room.lastIndexOf(" "), 1)).replace(/[\s,;:|–—-]+$/, "");
  return `${atWord}${suffix}`;
}

export const DUPLICATE_TEXTS = {
  archiveFailed: "Failed to archive existing product. Please try again.",
  replaceFailed: "Failed to replace existing product. Please try again.",
  uniqueFailed: "Failed to create product with unique title. Please try again.",
  cancelledTitle: "Cancelled",
  cancelled: "Product creation cancelled.",
  replaced: "Previous product archived and new product created.",
  createdWithTitle: (title: string) => `Product created with title: "${title}".`,
} as const;
