export const UNIQUE_TITLE_ATTEMPTS = 100;

/** "Create with Unique Title": the first free " (n)" up to 100, then the time makes it unique. */
export function uniqueTitle(base: string, taken: ReadonlySet<string>, now: Date): string {
  for (let n = 1; n <= UNIQUE_TITLE_ATTEMPTS; n++) {
    const candidate = `${base} (${n})`;
    if (!taken.has(candidate)) return candidate;
  }
  return `${base} (${now.getTime()})`;
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
