import type { Database } from "../db/client";

/**
 * pg-boss 10 takes a job for dead only `expireInSeconds` after it started, and that expiry must
 * outlast the longest attempt (pg-boss also races the handler against it in-process). So a killed
 * worker's job waited expiry + maintenance (2 min 20 s by default). Instead each running job writes
 * a heartbeat every `heartbeatSeconds`, and every worker process puts back jobs whose heartbeat is
 * older than `staleSeconds`. The expiry stays as the backstop.
 */
export interface LivenessSettings {
  heartbeatSeconds: number;
  staleSeconds: number;
}

/** How often an idle worker looks for jobs when no NOTIFY woke it. */
export const WORKER_POLL_SECONDS = 2;

/** The longest a job held by a killed process waits before another worker starts it again. */
export function crashRecoverySeconds(settings: LivenessSettings): number {
  // The last beat may come just before the crash; the reaper runs once per heartbeat interval.
  return settings.staleSeconds + settings.heartbeatSeconds + WORKER_POLL_SECONDS;
}

/**
 * pg-boss keeps `output` empty while a job runs (it writes it when the job settles), so the
 * heartbeat lives there and needs no table of ours. Only an active job is touched.
 */
export function beat(database: Database, name: string, jobId: string) {
  return database.executeSql(
    `update pgboss.job set output = jsonb_build_object('heartbeatAt', now())
     where name = $1 and id = $2 and state = 'active'`,
    [name, jobId],
  );
}

/**
 * Puts back the active jobs of `names` whose last sign of life (start or heartbeat) is older than
 * `staleSeconds`, as pg-boss's own expiry does: retried while retries are left, else failed.
 * One statement, so two processes reaping at once cannot put back a job a live worker just took.
 */
export async function reapStaleJobs(database: Database, names: string[], staleSeconds: number): Promise<Array<{ id: string; name: string; state: string }>> {
  const { rows } = await database.executeSql(
    `update pgboss.job set
       state = (case when retry_count < retry_limit then 'retry' else 'failed' end)::pgboss.job_state,
       start_after = now(),
       completed_on = case when retry_count < retry_limit then null else now() end,
       output = jsonb_build_object('message', 'the process running this job stopped sending heartbeats')
     where name = any($1::text[]) and state = 'active'
       and greatest(started_on, (output->>'heartbeatAt')::timestamptz) < now() - make_interval(secs => $2)
     returning id, name, state`,
    [names, staleSeconds],
  );
  return rows as Array<{ id: string; name: string; state: string }>;
}
