import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { ObjectStorage } from "./storage";

// "bin": a buyer's file (issue 32), whose type the database row holds.
const CONTENT_TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", gif: "image/gif" };

/** Files under `root`; each write goes to a temporary name first and is renamed into place. */
export function localStorage(root: string): ObjectStorage {
  const resolve = (key: string) => {
    if (!/^[a-z0-9/_-]+\.(jpg|png|webp|gif|bin)$/.test(key) || key.includes("..")) throw new Error(`bad storage key ${key}`);
    return path.join(root, key);
  };
  return {
    kind: "local",
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.part`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async get(key) {
      const file = resolve(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const ext = key.slice(key.lastIndexOf(".") + 1);
      return { body: createReadStream(file), contentType: CONTENT_TYPES[ext] ?? "application/octet-stream", size: info.size };
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
