/** A small RFC 4180 reader (quoted fields, doubled quotes, CRLF rows), to read exported CSV back. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  if (cell || row.length) throw new Error("the CSV does not end with CRLF");
  return rows;
}

/** Rows as records keyed by the header row. */
export const csvRecords = (rows: string[][]) => rows.slice(1).map((row) => Object.fromEntries((rows[0] ?? []).map((column, i) => [column, row[i] ?? ""])));
