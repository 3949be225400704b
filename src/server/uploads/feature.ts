import type { Config } from "../config";
import type { Db } from "../db/client";
import type { ObjectStorage } from "../storage/storage";
import { mediaRoutes } from "./media-routes";
import { uploadRoutes } from "./routes";
import { createWorkLimiter } from "./work-limiter";

/**
 * Uploads and the media they become (decision 036): the process-wide queue in front of the image
 * work (IMAGE_CONCURRENCY) and the limits are built here; app.ts mounts the two route groups.
 */
export function uploadsFeature({ config, db, storage, secret }: { config: Config; db: Db; storage: ObjectStorage; secret: string }) {
  const limits = { maxBytes: config.UPLOAD_MAX_BYTES, maxPixels: config.UPLOAD_MAX_PIXELS };
  const images = createWorkLimiter(config.IMAGE_CONCURRENCY);
  return {
    routes: {
      uploads: uploadRoutes({ db, storage, limits, images, queueWaitMs: config.IMAGE_QUEUE_WAIT_SECONDS * 1000, allowances: config.uploadAllowance }),
      media: mediaRoutes({ db, storage, secret }),
    },
  };
}
