/** RFC 4180: CRLF line ends; a field with a comma, quote or line break is quoted, quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export const csvLine = (fields: readonly string[]) => fields.map(csvField).join(",");

export const toCsv = (rows: ReadonlyArray<readonly string[]>) => rows.map((row) => `${csvLine(row)}\r\n`).join("");

/**
 * A cell of text a creator or a generator wrote, made inert for spreadsheets (OWASP's advice on CSV
 * injection): one starting with = + - @, a tab or a carriage return would be read as a formula
 * when the file is opened in Excel, LibreOffice or Google Sheets, so it gets a leading '.
 */
export const inertCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
