import type { AlertChannel, AlertTestResult } from "../../../core/alerts";
import { consumeOrThrow } from "../../http/rate-limit";
import type { SessionUser } from "../../auth/session";
import { recordAudit } from "../audit";
import type { AlertDeps } from "./raise-alert";
import { sendTestAlert } from "./send-test-alert";

/** A test message reaches a real inbox or channel: a few are enough to check a setting. */
export const ALERT_TESTS_PER_HOUR = 10;

/** Alerts tab: the admin's "send a test" on one channel, at most ALERT_TESTS_PER_HOUR an hour, audited. */
export async function testAlertChannel(deps: AlertDeps, admin: SessionUser, channel: AlertChannel): Promise<AlertTestResult> {
  await consumeOrThrow(
    deps.db,
    [[`alert-test:${admin.id}`, { max: ALERT_TESTS_PER_HOUR, windowSeconds: 3600 }]],
    `At most ${ALERT_TESTS_PER_HOUR} test alerts an hour`,
  );
  const result = await sendTestAlert(deps, channel, admin.email);
  await recordAudit(deps.db, admin, { action: "send-test-alert", target: channel, after: result });
  return result;
}
