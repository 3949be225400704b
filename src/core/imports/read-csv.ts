import { IMPORT_COLUMNS, IMPORT_LIMITS, type ImportColumn } from "./columns";
import { capProblems, type ImportProblem } from "./problems";

/*
 * Reads an import CSV (decision 065): UTF-8 (a leading byte order mark, which Excel's "CSV UTF-8"
 * writes, is dropped), comma-separated, RFC 4180 quoting, one line per row. Anything that makes the
 * file's meaning uncertain (another encoding, a line break inside quotes, a missing or unknown
 * column, a spreadsheet formula, too many rows) refuses the whole file, so nothing is created from
 * it; a row that is only malformed itself carries its problem to the preview.
 */

export interface CsvRecord {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: number;
  cells: Record<ImportColumn, string>;
  /** What is wrong with the row's shape (its cell count), before its values are read. */
  problems: ImportProblem[];
}

export type CsvReading = { ok: true; records: CsvRecord[] } | { ok: false; problems: ImportProblem[] };

const fileProblem = (message: string, row: number | null = null, column: ImportColumn | null = null): ImportProblem => ({ row, column, message });

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const startsWithBom = (bytes: Uint8Array) => UTF8_BOM.every((byte, index) => bytes[index] === byte);

/** The encoding problems: UTF-16, NUL bytes or bytes that are not UTF-8, else the text without a leading UTF-8 BOM. */
function decode(file: Uint8Array): { text: string } | { problem: ImportProblem } {
  const bytes = startsWithBom(file) ? file.subarray(UTF8_BOM.length) : file;
  if (bytes.length === 0) return { problem: fileProblem("The file is empty: it needs the header row and at least one product.") };
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return { problem: fileProblem("The file is UTF-16 text. Save it as CSV in UTF-8 (Excel's 'CSV UTF-8'), then upload it again.") };
  }
  if (bytes.includes(0)) {
    return { problem: fileProblem("The file holds NUL bytes, so it is not UTF-8 text (it may be UTF-16, or not a CSV at all). Save it as CSV in UTF-8.") };
  }
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    // Which line: the bytes up to each line break decode on their own, since a break is never inside a character.
    let line = 1;
    let start = 0;
    for (let i = 0; i <= bytes.length; i++) {
      if (i < bytes.length && bytes[i] !== 0x0a) continue;
      try {
        new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(start, i));
      } catch {
        break;
      }
      line++;
      start = i + 1;
    }
    return {
      problem: fileProblem(
        `Row ${line} is not UTF-8 text (the file may be saved as Windows-1252 or Latin-1). Save it as CSV in UTF-8 (Excel's 'CSV UTF-8'), then upload it again.`,
        line,
      ),
    };
  }
}

const normalise = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");
const columnNamed = (name: string) => IMPORT_COLUMNS.find((known) => known === normalise(name)) ?? null;

interface RawRow {
  line: number;
  cells: string[];
}

/**
 * Splits the text into rows of cells. Quoted cells may hold commas and doubled quotes but no line
 * break; a quote inside an unquoted cell (5" frame) is kept as text.
 */
function splitRows(text: string): { rows: RawRow[] } | { problem: ImportProblem } {
  const rows: RawRow[] = [];
  let cells: string[] = [];
  let cell = "";
  let state: "start" | "plain" | "quoted" | "closed" = "start";
  let line = 1;
  const endRow = () => {
    cells.push(cell);
    rows.push({ line, cells });
    cells = [];
    cell = "";
    state = "start";
    line++;
  };
  // The column a problem is in, named by the header row once it has been read.
  const where = () => columnNamed(rows[0]?.cells[cells.length] ?? "");
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    const lineBreak = ch === "\n" || ch === "\r";
    if (lineBreak && state !== "quoted") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRow();
      continue;
    }
    if (state === "quoted") {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') state = "closed";
      else if (lineBreak) {
        const column = where();
        return {
          problem: fileProblem(
            `Row ${line} has a line break inside a quoted cell${column ? ` (${column})` : ""}. Put each cell's text on one line, then upload the file again.`,
            line,
            column,
          ),
        };
      } else cell += ch;
    } else if (ch === ",") {
      cells.push(cell);
      cell = "";
      state = "start";
    } else if (state === "closed") {
      const column = where();
      return {
        problem: fileProblem(
          `Row ${line} has text after a closing quote${column ? ` (${column})` : ""}: a quote inside a quoted cell is written twice ("").`,
          line,
          column,
        ),
      };
    } else if (ch === '"' && state === "start") state = "quoted";
    else {
      cell += ch;
      state = "plain";
    }
  }
  if (state === "quoted") {
    const column = where();
    return { problem: fileProblem(`Row ${line} opens a quote that is never closed${column ? ` (${column})` : ""}.`, line, column) };
  }
  if (cells.length > 0 || cell !== "" || state !== "start") endRow();
  return { rows };
}

function readHeader(cells: string[]): { at: Map<ImportColumn, number>; unnamed: number[] } | { problems: ImportProblem[] } {
  const at = new Map<ImportColumn, number>();
  const unnamed: number[] = [];
  const problems: ImportProblem[] = [];
  const expected = `The header row must name these columns: ${IMPORT_COLUMNS.join(", ")} (the template has them).`;
  if (cells.length === 1 && (cells[0] ?? "").includes(";")) {
    return { problems: [fileProblem("The columns are separated by ';', not commas. Save the file as comma-separated CSV, then upload it again.", 1)] };
  }
  cells.forEach((cell, index) => {
    if (normalise(cell) === "") return void unnamed.push(index);
    const column = columnNamed(cell);
    if (!column) return void problems.push(fileProblem(`The column '${cell.trim().slice(0, 60)}' is not one the import knows. ${expected}`, 1));
    if (at.has(column)) return void problems.push(fileProblem(`The column '${column}' appears twice in the header row.`, 1, column));
    at.set(column, index);
  });
  for (const column of IMPORT_COLUMNS) {
    if (!at.has(column)) problems.push(fileProblem(`The column '${column}' is missing. ${expected}`, 1, column));
  }
  return problems.length > 0 ? { problems } : { at, unnamed };
}

/**
 * A cell a spreadsheet would run as a formula: one starting with = + @, a tab or a carriage return
 * (OWASP's CSV injection list), or with a minus sign that does not start a list item ("- Weekly
 * pages" is prose; "-2+3" and "-SUM(A1)" are formulas).
 */
export function isFormula(cell: string): boolean {
  const first = cell.charAt(0);
  if (first === "=" || first === "+" || first === "@" || first === "\t" || first === "\r") return true;
  return first === "-" && cell.length > 1 && cell.charAt(1) !== " ";
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === "");

export function readImportCsv(bytes: Uint8Array): CsvReading {
  const decoded = decode(bytes);
  if ("problem" in decoded) return { ok: false, problems: [decoded.problem] };
  const split = splitRows(decoded.text);
  if ("problem" in split) return { ok: false, problems: [split.problem] };
  const [first, ...rest] = split.rows;
  if (!first || isBlank(first.cells)) return { ok: false, problems: [fileProblem("The first row must be the header row, naming the columns.", 1)] };
  const read = readHeader(first.cells);
  if ("problems" in read) return { ok: false, problems: read.problems };
  const width = first.cells.length;
  const rows = rest.filter((row) => !isBlank(row.cells));
  if (rows.length === 0) return { ok: false, problems: [fileProblem("The file has a header row but no products.")] };
  if (rows.length > IMPORT_LIMITS.rows) {
    return {
      ok: false,
      problems: [fileProblem(`The file has ${rows.length} products; one import takes at most ${IMPORT_LIMITS.rows}. Split it into several files.`)],
    };
  }
  const formulas: ImportProblem[] = [];
  const records = rows.map(({ line, cells }): CsvRecord => {
    const problems: ImportProblem[] = [];
    if (cells.length !== width) {
      problems.push({
        row: line,
        column: null,
        message: `Row ${line} has ${cells.length} cells where the header has ${width}: a cell holding a comma must be in double quotes.`,
      });
    } else if (read.unnamed.some((index) => (cells[index] ?? "").trim() !== "")) {
      problems.push({ row: line, column: null, message: `Row ${line} has a value in a column without a name in the header row.` });
    }
    const entries = IMPORT_COLUMNS.map((column) => {
      const value = cells[read.at.get(column) ?? -1] ?? "";
      if (isFormula(value)) {
        formulas.push({
          row: line,
          column,
          message: `Row ${line}, ${column}: '${value.slice(0, 40)}' starts with '${value.charAt(0).replace("\t", "tab")}', which a spreadsheet runs as a formula. Remove the formula or start the cell with another character.`,
        });
      }
      return [column, value] as const;
    });
    return { row: line, cells: Object.fromEntries(entries) as Record<ImportColumn, string>, problems };
  });
  if (formulas.length > 0) return { ok: false, problems: capProblems(formulas) };
  return { ok: true, records };
}
