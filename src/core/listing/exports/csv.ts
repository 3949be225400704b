/** RFC 4180: CRLF line ends; a field with a comma, quote or line break is quoted, quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export const csvLine = (fields: readonly string[]) => fields.map(csvField).join(",");

export const toCsv = (rows: ReadonlyArray<readonly string[]>) => rows.map((row) => `${csvLine(row)}\r\n`).join("");
