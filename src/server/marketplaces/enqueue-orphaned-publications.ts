import type { Db } from "../db/client";
import { PUBLISH_LISTING_JOB } from "./publish-job";
import type { Queue } from "../jobs/queue";
import { orphanedPublications } from "./request-publish";

/** Sends the job of each publication left queued without one (the process died between the row's write and the send). */
export async function enqueueOrphanedPublications(db: Db, queue: Queue, olderThanSeconds = 30): Promise<number> {
  const ids = await orphanedPublications(db, olderThanSeconds, PUBLISH_LISTING_JOB.name);
  for (const publicationId of ids) await queue.send(PUBLISH_LISTING_JOB, { publicationId, attempt: 1 });
  return ids.length;
}
