import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { IMPORT_LIMITS } from "../../core/imports/columns";
import { readZipDirectory, unpackEntry, ZipRejected } from "./read-zip";

const zip = (files: Record<string, Uint8Array>, level: 0 | 6 = 6) => Buffer.from(zipSync(files, { level }));
const text = (value: string) => new TextEncoder().encode(value);

/** Where each central directory record starts, for tests that forge one field of it. */
function centralRecords(archive: Buffer): number[] {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const records: number[] = [];
  let at = archive.readUInt32LE(end + 16);
  for (let i = 0; i < archive.readUInt16LE(end + 10); i++) {
    records.push(at);
    at += 46 + archive.readUInt16LE(at + 28) + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
  }
  return records;
}

const rejection = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ZipRejected) return error.message;
    throw error;
  }
  throw new Error("expected ZipRejected");
};

describe("readZipDirectory and unpackEntry", () => {
  it("lists stored and deflated files without folders or clutter and unpacks each to its bytes", () => {
    const archive = zip({
      "shots/": new Uint8Array(),
      "shots/a.png": text("A".repeat(5000)),
      "b.png": text("bee"),
      "__MACOSX/shots/._a.png": text("fork"),
      "shots/.DS_Store": text("x"),
    });
    const entries = readZipDirectory(archive);
    expect(entries.map((e) => [e.name, e.method])).toEqual([
      ["shots/a.png", 8],
      ["b.png", 8],
    ]);
    expect(unpackEntry(archive, entries[0]!).toString()).toBe("A".repeat(5000));
    const stored = zip({ "c.png": text("stored bytes") }, 0);
    const [entry] = readZipDirectory(stored);
    expect(entry?.method).toBe(0);
    expect(unpackEntry(stored, entry!).toString()).toBe("stored bytes");
  });

  it("refuses what is not a ZIP or is cut short", () => {
    expect(rejection(() => readZipDirectory(Buffer.from("PK not really a zip at all, just text")))).toMatch(/not a ZIP archive/);
    expect(rejection(() => readZipDirectory(Buffer.alloc(10)))).toMatch(/not a ZIP archive/);
    const archive = zip({ "a.png": text("a".repeat(100)) });
    expect(() => readZipDirectory(archive.subarray(10))).toThrow(ZipRejected);
  });

  it("refuses a whole archive holding a path out of its folder", () => {
    for (const name of ["../evil.png", "shots/../../evil.png", "/etc/evil.png", "C:/evil.png", "..\\evil.png"]) {
      expect(
        rejection(() => readZipDirectory(zip({ "ok.png": text("ok"), [name]: text("x") }))),
        name,
      ).toMatch(/leads outside its folder/);
    }
  });

  it("refuses more files than the limit and a directory that declares more unpacked bytes than allowed", () => {
    const many = Object.fromEntries(Array.from({ length: IMPORT_LIMITS.zipEntries + 1 }, (_, i) => [`${i}.png`, text("x")]));
    expect(rejection(() => readZipDirectory(zip(many, 0)))).toMatch(/more than 2000 files/);
    const archive = zip({ "a.png": text("a"), "b.png": text("b") });
    const [first] = centralRecords(archive);
    archive.writeUInt32LE(IMPORT_LIMITS.unpackedBytes, first! + 24);
    expect(rejection(() => readZipDirectory(archive))).toMatch(/unpack to more than 400 MB/);
  });

  it("stops unpacking a file that unpacks to more than it declares (a zip bomb) at the declared size", () => {
    const archive = zip({ "bomb.png": new Uint8Array(4 * 1024 * 1024) });
    expect(archive.length).toBeLessThan(20_000);
    const [record] = centralRecords(archive);
    archive.writeUInt32LE(1000, record! + 24);
    const [entry] = readZipDirectory(archive);
    expect(rejection(() => unpackEntry(archive, entry!))).toMatch(/does not unpack to the size the ZIP declares/);
  });

  it("refuses files that share their bytes, a bad checksum, encryption and other compression methods", () => {
    const overlapping = zip({ "a.png": text("payload one"), "b.png": text("payload two") }, 0);
    const [first, second] = centralRecords(overlapping);
    overlapping.writeUInt32LE(overlapping.readUInt32LE(first! + 42), second! + 42);
    expect(rejection(() => readZipDirectory(overlapping))).toMatch(/overlap/);

    const corrupt = zip({ "a.png": text("checksum me") }, 0);
    const [entry] = readZipDirectory(corrupt);
    corrupt.writeUInt8(corrupt.readUInt8(entry!.dataStart) ^ 0xff, entry!.dataStart);
    expect(rejection(() => unpackEntry(corrupt, entry!))).toMatch(/damaged at a.png/);

    const encrypted = zip({ "a.png": text("secret") });
    encrypted.writeUInt16LE(encrypted.readUInt16LE(centralRecords(encrypted)[0]! + 8) | 1, centralRecords(encrypted)[0]! + 8);
    expect(rejection(() => readZipDirectory(encrypted))).toMatch(/encrypted/);

    const bzip = zip({ "a.png": text("other") });
    bzip.writeUInt16LE(12, centralRecords(bzip)[0]! + 10);
    expect(rejection(() => readZipDirectory(bzip))).toMatch(/compressed in a way/);
  });
});
