import type { HealthPoint } from "../../../core/monitor";
import { raiseAlert as deliver, type AlertDeps, type RaiseAlertInput } from "../alerts/raise-alert";

/** An alert that cannot be delivered is logged; the scan or measurement it follows still counts. */
async function raiseAlert(deps: AlertDeps, input: RaiseAlertInput) {
  await deliver(deps, input).catch((error: unknown) => deps.logger.warn("could not raise an alert", { ruleId: input.ruleId, error: String(error) }));
}

/** After a scan: the payment-mismatch rule compares the number of findings waiting for review. */
export async function alertOnScan(deps: AlertDeps, pending: number) {
  await raiseAlert(deps, {
    ruleId: "payment-mismatch",
    value: pending,
    title: `${pending} payment mismatch${pending === 1 ? "" : "es"} pending review`,
    message: `The payment mismatch monitor has ${pending} finding${pending === 1 ? "" : "s"} waiting for review on the admin panel's Monitor tab.`,
  });
}

/** After a health measurement: plan accuracy feeds downgrade-risk, webhook success feeds webhook-failure. */
export async function alertOnHealth(deps: AlertDeps, health: HealthPoint) {
  const accuracy = health.planAccuracy.toFixed(1);
  const webhook = health.webhookSuccess.toFixed(1);
  await raiseAlert(deps, {
    ruleId: "downgrade-risk",
    value: health.planAccuracy,
    title: `Plan accuracy ${accuracy} %`,
    message: `${accuracy} % of paying accounts are on the plan they pay for (health: ${health.rating}).`,
  });
  await raiseAlert(deps, {
    ruleId: "webhook-failure",
    value: health.webhookSuccess,
    title: `Paddle notification success ${webhook} %`,
    message: `${webhook} % of the last 24 hours' Paddle notifications were applied (health: ${health.rating}).`,
  });
}
