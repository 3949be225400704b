import type { ObjectStorage } from "./storage";

/** A stored object's bytes, read whole (images, a buyer's file, an import's ZIP), or null when there is none. */
export async function readObjectIfAny(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A stored object's bytes; an error when it is missing. */
export async function readObject(storage: ObjectStorage, key: string): Promise<Buffer> {
  const bytes = await readObjectIfAny(storage, key);
  if (!bytes) throw new Error(`stored file ${key} is missing`);
  return bytes;
}
