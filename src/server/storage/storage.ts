import type { Readable } from "node:stream";

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
}

/** Where image bytes live: a local folder by default, an S3-compatible bucket when configured. */
export interface ObjectStorage {
  kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}
