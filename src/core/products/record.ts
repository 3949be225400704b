export type UnknownRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** JSON columns reach us either parsed or as their JSON text; anything else is no object. */
export function toRecord(value: unknown): UnknownRecord | null {
  if (typeof value !== "string") return isRecord(value) ? value : null;
  try {
    const parsed: unknown = JSON.parse(value);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The first of `keys` holding a string, trimmed; lets snake_case and camelCase senders both work. */
export function textField(record: UnknownRecord, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === "string") return value.trim();
  }
  return undefined;
}

/** A finite number, also when sent as numeric text. */
export function numberField(value: unknown): number | undefined {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : undefined;
}
