import type { Paddle } from "@paddle/paddle-node-sdk";
import type { PriceIds } from "../../core/billing";
import type { Auth } from "../auth/auth";
import type { SessionForgetting } from "../auth/session-cache";
import type { SimulatedPaddle } from "../billing/simulated-paddle";
import type { EmailKey } from "../billing/trial-email-key";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Queue } from "../jobs/queue";
import type { Logger } from "../runtime/logger";
import type { SendAccountMail } from "../mail/account-mailer";
import type { ObjectStorage } from "../storage/storage";

/** What the admin console's routes may use (issue 14); built once in app.ts. */
export interface AdminDeps {
  db: Db;
  config: Config;
  auth: Auth;
  queue: Queue;
  prices: PriceIds;
  /** Paddle's API client; null without PADDLE_API_KEY. */
  paddle: Paddle | null;
  /** The local stand-in for Paddle when payments are simulated; null otherwise. */
  simulated: SimulatedPaddle | null;
  /** The secret Paddle notifications are signed with (test notifications are signed with it too). */
  webhookSecret: string;
  sendAccountMail: SendAccountMail;
  storage: ObjectStorage;
  logger: Logger;
  /** This server's own address (test notifications are posted to it). */
  selfUrl: () => string;
  sessions: SessionForgetting;
  /** The trial ledger's key for an address (a notification the admin applies may start a trial). */
  emailKey: EmailKey;
}
