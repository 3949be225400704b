import path from "node:path";
import type { Config } from "../config";
import { localStorage } from "./local-storage";
import { s3Storage } from "./s3-storage";
import type { ObjectStorage } from "./storage";

export function createStorage(config: Config): ObjectStorage {
  if (config.S3_BUCKET) {
    return s3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return localStorage(path.join(path.resolve(config.DATA_DIR), "uploads"));
}
