export const COPY_TOASTS = {
  empty: { title: "Nothing to copy", description: "The content is empty or undefined." },
  copied: { title: "Copied", description: "Content copied to clipboard" },
  // The failure toast really is titled "Copied to clipboard".
  failed: { title: "Copied to clipboard", description: "Failed to copy." },
} as const;

export function formatForCopy(value: unknown): string | null {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : null;
  if (typeof value === "bigint") return String(value);
  if (typeof value === "string") return value.trim() || null;
  if (Array.isArray(value)) {
    const items = value.map(formatForCopy).filter((item): item is string => item !== null);
    return items.length > 0 ? items.join(", ") : null;
  }
  if (typeof value === "object" && value !== null) {
    return Object.keys(value).length > 0 ? JSON.stringify(value, null, 2) : null;
  }
  return null;
}
