import { screenshotKey } from "../../core/imports/validate-row";
import { checkImage, ImageRejected, type ImageLimits } from "../uploads/process-image";
import { readZipDirectory, unpackEntry, type ZipEntry } from "./read-zip";

/**
 * The import's ZIP as the rows see it: files found by the name a row gives (without folders, any
 * case). Reading the directory throws ZipRejected for an archive that cannot be read safely.
 */
export function screenshotArchive(zip: Buffer) {
  const byKey = new Map<string, ZipEntry[]>();
  for (const entry of readZipDirectory(zip)) {
    const key = screenshotKey(entry.name);
    byKey.set(key, [...(byKey.get(key) ?? []), entry]);
  }
  return {
    /** The one file by this name, or why there is not exactly one. */
    find(name: string): { entry: ZipEntry } | { problem: string } {
      const found = byKey.get(screenshotKey(name)) ?? [];
      if (found.length === 0) return { problem: `${name} is not in the ZIP.` };
      if (found.length > 1) return { problem: `${name} is in the ZIP more than once (${found.map((entry) => entry.name).join(", ")}): keep one.` };
      return { entry: found[0] as ZipEntry };
    },
    /** The file's bytes; ZipRejected when it is damaged or unpacks past its declared size. */
    unpack: (entry: ZipEntry) => unpackEntry(zip, entry),
  };
}

export type ScreenshotArchive = ReturnType<typeof screenshotArchive>;

/**
 * What is wrong with each named screenshot, by its key: missing, named twice in the ZIP, or not
 * an image the uploads would take, judged by its bytes as an upload is (checkImage). One file at
 * a time, so at most one screenshot is unpacked in memory.
 */
export async function screenshotProblems(archive: ScreenshotArchive | null, names: string[], limits: ImageLimits): Promise<Map<string, string>> {
  const problems = new Map<string, string>();
  const seen = new Set<string>();
  for (const name of names) {
    const key = screenshotKey(name);
    if (seen.has(key)) continue;
    seen.add(key);
    if (!archive) {
      problems.set(key, `${name}: no ZIP was uploaded to take it from.`);
      continue;
    }
    const found = archive.find(name);
    if ("problem" in found) {
      problems.set(key, found.problem);
      continue;
    }
    try {
      await checkImage(archive.unpack(found.entry), limits);
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      problems.set(key, `${name}: ${error.message}`);
    }
  }
  return problems;
}
