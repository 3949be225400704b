import { PADDLE_EVENT_JOB } from "./paddle-event-job";
import type { Queue } from "../jobs/queue";
import type { Logger } from "../runtime/logger";

/**
 * Collects the events stored during one turn of the event loop and queues them with one insert,
 * so a burst of notifications does not queue up behind its own job inserts on the pool.
 */
export function batchedEnqueue(queue: Queue, logger: Logger) {
  let waiting: string[] = [];
  const flush = () => {
    const eventIds = waiting;
    waiting = [];
    queue
      .sendMany(
        PADDLE_EVENT_JOB,
        eventIds.map((eventId) => ({ eventId, attempt: 1 })),
      )
      .catch((error: unknown) => logger.warn("could not enqueue Paddle events", { eventIds, error }));
  };
  return (eventId: string) => {
    if (waiting.push(eventId) === 1) setImmediate(flush);
  };
}
