import { describe, expect, it } from "vitest";
import { IMPORT_COLUMNS, IMPORT_LIMITS, importTemplateCsv } from "./columns";
import { isFormula, readImportCsv } from "./read-csv";

const HEADER = "Product name,Category,Description,Compatible apps,File format,Price,Screenshots";
const ROW = "Habit Planner,planner,A weekly planner with habit trackers,notion,pdf,12.50,a.png";
const bytes = (text: string) => new TextEncoder().encode(text);
const read = (text: string) => readImportCsv(bytes(text));

/** The problems of a refused file, or a failure naming the records it read instead. */
function refused(text: string | Uint8Array) {
  const reading = readImportCsv(typeof text === "string" ? bytes(text) : text);
  if (reading.ok) throw new Error(`expected the file to be refused, it read ${reading.records.length} records`);
  return reading.problems;
}

describe("readImportCsv", () => {
  it("reads the template the app offers as three records keyed by column", () => {
    const reading = readImportCsv(bytes(importTemplateCsv()));
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.records.map((r) => r.row)).toEqual([2, 3, 4]);
    expect(Object.keys(reading.records[0]?.cells ?? {})).toEqual([...IMPORT_COLUMNS]);
    expect(reading.records[0]?.cells).toMatchObject({ "product name": "Weekly Habit Planner", "compatible apps": "notion;goodnotes", price: "12.50" });
    expect(reading.records.every((r) => r.problems.length === 0)).toBe(true);
  });

  it("reads quoted commas and doubled quotes, CRLF, LF and a missing final line break, and skips blank rows", () => {
    const text = `${HEADER}\r\n"Art, framed",wallart,"A 5"" print, ""bold"" lines",,png,,b.png\n\n,,,,,,\r\n${ROW}`;
    const reading = read(text);
    if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
    expect(reading.records.map((r) => r.row)).toEqual([2, 5]);
    expect(reading.records[0]?.cells).toMatchObject({ "product name": "Art, framed", description: 'A 5" print, "bold" lines' });
  });

  it("matches the header's names in any case and order, and keeps a quote inside an unquoted cell", () => {
    const reading = read(`SCREENSHOTS,price,File Format,compatible  apps,DESCRIPTION,category,product name\na.png,,pdf,,A 5" frame,planner,\n`);
    if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
    expect(reading.records[0]?.cells).toMatchObject({ screenshots: "a.png", description: 'A 5" frame', category: "planner" });
  });

  it("reads a file Excel saved as 'CSV UTF-8': the byte order mark before the header is dropped, not read as part of its first column", () => {
    const withBom = (text: string | Buffer) => new Uint8Array([0xef, 0xbb, 0xbf, ...(typeof text === "string" ? bytes(text) : text)]);
    const reading = readImportCsv(withBom(`${HEADER}\r\n${ROW}\r\n`));
    if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
    expect(reading.records[0]).toMatchObject({ row: 2, problems: [], cells: { "product name": "Habit Planner", screenshots: "a.png" } });
    expect(reading).toEqual(read(`${HEADER}\r\n${ROW}\r\n`));
    // Only the mark is dropped: what follows it is judged as any file.
    expect(refused(withBom(""))[0]?.message).toMatch(/empty/);
    expect(refused(withBom(`${HEADER.replaceAll(",", ";")}\n`))[0]?.message).toMatch(/separated by ';'/);
    expect(refused(withBom(Buffer.from(`${HEADER}\nCaf\u00e9,planner,x,,pdf,,c.png\n`, "latin1")))[0]?.message).toMatch(/^Row 2 is not UTF-8/);
  });

  it("refuses UTF-16 and text that is not UTF-8, saying which row", () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from(`${HEADER}\n`, "utf16le")]);
    expect(refused(utf16)[0]?.message).toMatch(/UTF-16/);
    expect(refused(new Uint8Array(Buffer.from(`${HEADER}\n`, "utf16le")))[0]?.message).toMatch(/NUL bytes/);
    const latin1 = new Uint8Array(Buffer.from(`${HEADER}\n${ROW}\nCaf\u00e9 planner,planner,Caf\u00e9 pages,,pdf,,c.png\n`, "latin1"));
    expect(refused(latin1)).toEqual([expect.objectContaining({ row: 3, message: expect.stringMatching(/^Row 3 is not UTF-8/) })]);
    // The same text in UTF-8 reads.
    expect(read(`${HEADER}\n${ROW}\nCaf\u00e9 planner,planner,Caf\u00e9 pages,,pdf,,c.png\n`).ok).toBe(true);
  });

  it("refuses a line break inside quotes, an unclosed quote and text after a closing quote, naming row and column", () => {
    expect(refused(`${HEADER}\n${ROW}\nX,planner,"Two\nlines",,pdf,,a.png\n`)).toEqual([
      { row: 3, column: "description", message: expect.stringMatching(/line break inside a quoted cell \(description\)/) },
    ]);
    expect(refused(`${HEADER}\nX,planner,"Never closed,,pdf,,a.png`)[0]).toMatchObject({ row: 2, column: "description" });
    expect(refused(`${HEADER}\nX,planner,"Closed" then more,,pdf,,a.png\n`)[0]?.message).toMatch(/text after a closing quote/);
  });

  it("refuses missing, unknown and repeated columns, and a header split by semicolons", () => {
    const missing = refused(`Product name,Category,Description,Compatible apps,File format,Screenshots\n`);
    expect(missing).toEqual([{ row: 1, column: "price", message: expect.stringMatching(/^The column 'price' is missing/) }]);
    expect(refused(`${HEADER},Notes\n${ROW},x\n`)[0]?.message).toMatch(/'Notes' is not one the import knows/);
    expect(refused(`${HEADER},price\n${ROW},1\n`)[0]).toMatchObject({ column: "price", message: expect.stringMatching(/appears twice/) });
    expect(refused(`${HEADER.replaceAll(",", ";")}\n`)[0]?.message).toMatch(/separated by ';'/);
    expect(refused("")[0]?.message).toMatch(/empty/);
    expect(refused(`${HEADER}\n\n`)[0]?.message).toMatch(/no products/);
  });

  it("refuses more than 200 products but takes exactly 200", () => {
    const rows = (n: number) => `${HEADER}\n${Array.from({ length: n }, () => ROW).join("\n")}\n`;
    expect(read(rows(IMPORT_LIMITS.rows)).ok).toBe(true);
    expect(refused(rows(IMPORT_LIMITS.rows + 1))[0]?.message).toMatch(/201 products; one import takes at most 200/);
  });

  it("refuses every formula cell by row and column, and nothing else in the file is read", () => {
    const problems = refused(`${HEADER}\n${ROW}\n=HYPERLINK("http://x"),planner,ok,,pdf,,a.png\nY,planner,@SUM(1+1)*cmd|' /C calc'!A0,,pdf,+1,a.png\n`);
    expect(problems.map((p) => [p.row, p.column])).toEqual([
      [3, "product name"],
      [4, "description"],
      [4, "price"],
    ]);
    expect(problems[0]?.message).toMatch(/starts with '=', which a spreadsheet runs as a formula/);
  });

  it("lists at most 50 formula cells and says how many more there were", () => {
    const rows = Array.from({ length: 60 }, () => "=1,planner,d,,pdf,,a.png").join("\n");
    const problems = refused(`${HEADER}\n${rows}\n`);
    expect(problems).toHaveLength(51);
    expect(problems.at(-1)?.message).toBe("…and 10 more problems like these.");
  });

  it("carries a row's wrong cell count as that row's problem, not the file's", () => {
    const reading = read(`${HEADER}\n${ROW}\nA,planner,Has, a comma,,pdf,,a.png\n`);
    if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
    expect(reading.records[0]?.problems).toEqual([]);
    expect(reading.records[1]?.problems[0]?.message).toMatch(/^Row 3 has 8 cells where the header has 7/);
  });
});

describe("isFormula", () => {
  it("takes = + @ tab and CR at the start, and a minus unless it starts a list item", () => {
    for (const cell of ["=1+1", "+1", "@SUM(A1)", "\tcmd", "\r=1", "-2+3", "-SUM(A1)", "--1", "-cmd|' /C calc'!A0"]) expect(isFormula(cell), cell).toBe(true);
    for (const cell of ["- Weekly pages", "-", "", "A=B", " =1", "Plan + track", "e-mail"]) expect(isFormula(cell), cell).toBe(false);
  });
});
