/** Joins class names, skipping the falsy ones (no merging: components avoid conflicting utilities). */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}
