import type { AlertChannel } from "../../../../core/alerts";
import type { Config } from "../../../config";
import type { Mailer } from "../../../mail/mailer";

/** One alert as every channel sends it. */
export interface AlertMessage {
  ruleId: string;
  title: string;
  message: string;
  /** The measured value and the rule's threshold; null for a test message. */
  value: number | null;
  threshold: number | null;
  test: boolean;
  at: Date;
}

export interface ChannelContext {
  config: Config;
  mailer: Mailer;
  /** Each delivery gives up after this long, so one dead receiver cannot stall the caller. */
  timeoutMs: number;
}

export type ChannelSender = (message: AlertMessage, context: ChannelContext) => Promise<void>;

/** A channel whose settings are missing: reported as "not configured", never a crash. */
export class ChannelNotConfigured extends Error {
  constructor(
    readonly channel: AlertChannel,
    setting: string,
  ) {
    super(`not configured: set ${setting}`);
    this.name = "ChannelNotConfigured";
  }
}
