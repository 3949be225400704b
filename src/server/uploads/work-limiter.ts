/** The slot could not be had before the deadline: the caller should answer 503 and retry later. */
export class QueueTimeout extends Error {
  constructor() {
    super("no free slot before the deadline");
    this.name = "QueueTimeout";
  }
}

interface Waiter {
  start: () => void;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * A counting semaphore with a FIFO queue. A caller holds nothing while it waits but the closure
 * it passed, so image bytes are decoded only once a slot is taken. A waiter whose deadline passes
 * leaves the queue with a QueueTimeout.
 */
export function createWorkLimiter(concurrency: number) {
  let active = 0;
  const waiting: Waiter[] = [];

  const acquire = (deadline: number) =>
    new Promise<void>((resolve, reject) => {
      if (active < concurrency) {
        active++;
        return resolve();
      }
      const remaining = deadline - Date.now();
      if (remaining <= 0) return reject(new QueueTimeout());
      const waiter: Waiter = {
        start: resolve,
      };
      // No timer without a deadline: setTimeout fires at once for delays beyond 2^31 ms.
      if (Number.isFinite(remaining)) {
        waiter.timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new QueueTimeout());
        }, remaining);
      }
      waiting.push(waiter);
    });

  const release = () => {
    const next = waiting.shift();
    if (!next) {
      active--;
      return;
    }
    // The slot passes straight to the next waiter, so a new caller cannot jump the queue.
    clearTimeout(next.timer);
    next.start();
  };

  return {
    /** `deadline` is in ms since the epoch. */
    async run<T>(work: () => Promise<T>, deadline = Number.POSITIVE_INFINITY): Promise<T> {
      await acquire(deadline);
      try {
        return await work();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
  };
}

export type WorkLimiter = ReturnType<typeof createWorkLimiter>;
