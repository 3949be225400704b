import type { AlertChannel, AlertTestResult } from "../../../core/alerts";
import { alertDeliveries } from "../../db/schema";
import { deliverOn } from "./channels";
import { type AlertDeps, channelContext } from "./raise-alert";

/** Sends a test message on one channel now, past any cooldown; recorded with status "test". */
export async function sendTestAlert(deps: AlertDeps, channel: AlertChannel, adminEmail: string): Promise<AlertTestResult> {
  const at = deps.now?.() ?? new Date();
  const title = "Test alert";
  const message = `A test of the ${channel} alert channel, sent by ${adminEmail} from the admin panel.`;
  const result = await deliverOn(channel, { ruleId: "test", title, message, value: null, threshold: null, test: true, at }, channelContext(deps));
  await deps.db.insert(alertDeliveries).values({ ruleId: "test", channel, status: "test", title, message, error: result.error, createdAt: at });
  return { channel, ...result };
}
