import { crc32, inflateRawSync } from "node:zlib";
import { IMPORT_LIMITS } from "../../core/imports/columns";

/*
 * A ZIP reader for the import's screenshots (decision 065), kept to what an archive of images
 * needs: the central directory, stored and deflated files, nothing written to disk. Every size is
 * checked against the directory before a byte is unpacked, and a file is unpacked with Node's
 * zlib stopping at the size it declared, so a zip bomb costs no more than the limits allow.
 */

export class ZipRejected extends Error {}

export interface ZipEntry {
  /** The path inside the archive, as stored. */
  name: string;
  method: 0 | 8;
  crc: number;
  compressedSize: number;
  size: number;
  /** Where the file's data begins (after its local header). */
  dataStart: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_MIN = 22;

function findEndOfDirectory(zip: Buffer): number {
  // The end record is the last 22 bytes, followed by a comment of at most 65,535 bytes.
  for (let at = zip.length - EOCD_MIN; at >= Math.max(0, zip.length - EOCD_MIN - 0xffff); at--) {
    if (zip.readUInt32LE(at) === EOCD) return at;
  }
  throw new ZipRejected("The ZIP file is not a ZIP archive, or it is damaged.");
}

/** A name that would leave the folder it is unpacked into, or cannot be a file name at all. */
const hostileName = (name: string) => name.includes("\0") || /^[\\/]/.test(name) || /^[a-z]:/i.test(name) || name.split(/[\\/]/).some((part) => part === "..");

/** Files a computer adds beside the ones the seller put in (macOS resource forks, folder settings). */
const isClutter = (name: string) => name.startsWith("__MACOSX/") || /(^|\/)(\._[^/]*|\.DS_Store|Thumbs\.db)$/i.test(name);

function decodeName(bytes: Buffer, utf8Flag: boolean): string {
  if (utf8Flag || bytes.every((byte) => byte < 0x80)) return bytes.toString("utf8");
  // Without the flag the name is CP437 by the standard, but macOS and most tools write UTF-8 anyway.
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return bytes.toString("latin1");
  }
}

/** The archive's files (folders and clutter left out), or ZipRejected saying why it cannot be read safely. */
export function readZipDirectory(zip: Buffer): ZipEntry[] {
  if (zip.length < EOCD_MIN) throw new ZipRejected("The ZIP file is not a ZIP archive, or it is damaged.");
  const end = findEndOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryStart = zip.readUInt32LE(end + 16);
  if (zip.readUInt16LE(end + 4) !== 0 || zip.readUInt16LE(end + 6) !== 0) throw new ZipRejected("The ZIP is split into several parts; upload it as one file.");
  if (count === 0xffff || directoryStart === 0xffffffff)
    throw new ZipRejected("The ZIP is a ZIP64 archive, which the import does not read; a ZIP under 200 MB never needs it.");
  if (directoryStart + directorySize > end) throw new ZipRejected("The ZIP file is damaged: its directory lies outside the file.");
  const entries: ZipEntry[] = [];
  let unpacked = 0;
  let at = directoryStart;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL) throw new ZipRejected("The ZIP file is damaged: its directory cannot be read.");
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    const name = decodeName(zip.subarray(at + 46, at + 46 + nameLength), (flags & 0x800) !== 0);
    at = next;
    if (hostileName(name)) throw new ZipRejected(`The ZIP holds '${name.slice(0, 80)}', a path that leads outside its folder; such an archive is refused.`);
    if (name.endsWith("/") || isClutter(name)) continue;
    if (flags & 0x1) throw new ZipRejected(`${name} is encrypted; upload a ZIP without a password.`);
    if (method !== 0 && method !== 8)
      throw new ZipRejected(`${name} is compressed in a way the import does not read; zip it again with the usual (deflate) compression.`);
    if (entries.length === IMPORT_LIMITS.zipEntries) throw new ZipRejected(`The ZIP holds more than ${IMPORT_LIMITS.zipEntries} files.`);
    unpacked += size;
    if (unpacked > IMPORT_LIMITS.unpackedBytes) {
      throw new ZipRejected(`The ZIP's files unpack to more than ${IMPORT_LIMITS.unpackedBytes / 1024 / 1024} MB; screenshots never need that much.`);
    }
    if (localAt + 30 > directoryStart || zip.readUInt32LE(localAt) !== LOCAL) throw new ZipRejected(`The ZIP file is damaged at ${name}.`);
    const dataStart = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    if (dataStart + compressedSize > directoryStart) throw new ZipRejected(`The ZIP file is damaged at ${name}.`);
    if (method === 0 && compressedSize !== size) throw new ZipRejected(`The ZIP file is damaged at ${name}.`);
    entries.push({ name, method: method as 0 | 8, crc, compressedSize, size, dataStart });
  }
  // Files sharing their bytes are how the smallest zip bombs multiply one payload (overlapping entries).
  const byStart = [...entries].sort((a, b) => a.dataStart - b.dataStart);
  for (let i = 1; i < byStart.length; i++) {
    const previous = byStart[i - 1] as ZipEntry;
    if ((byStart[i] as ZipEntry).dataStart < previous.dataStart + previous.compressedSize) {
      throw new ZipRejected("The ZIP's files overlap one another, as in a zip bomb; such an archive is refused.");
    }
  }
  return entries;
}

/** A file's bytes, unpacked no further than the size it declared and checked against its CRC. */
export function unpackEntry(zip: Buffer, entry: ZipEntry): Buffer {
  const data = zip.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  let bytes: Buffer;
  if (entry.method === 0) bytes = data;
  else {
    try {
      bytes = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
    } catch {
      throw new ZipRejected(`${entry.name} does not unpack to the size the ZIP declares: the archive is damaged or a zip bomb.`);
    }
  }
  if (bytes.length !== entry.size || crc32(bytes) !== entry.crc) throw new ZipRejected(`The ZIP file is damaged at ${entry.name}.`);
  return bytes;
}
