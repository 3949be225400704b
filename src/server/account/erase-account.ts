import { and, eq, isNotNull } from "drizzle-orm";
import { productFiles, productImports, uploads, user, verification } from "../db/schema";
import { AppError } from "../http/errors";
import { anonymiseBilling } from "../billing/anonymise-billing";
import { cancelBillableSubscriptions, type CancelDeps } from "../billing/cancel-subscriptions";
import { keepTrialRecord } from "../billing/keep-trial-record";
import type { EmailKey } from "../billing/trial-email-key";
import type { ObjectStorage } from "../storage/storage";
import { withAccountLease } from "../plan/account-lease";
import { withAccountLock } from "../plan/account-lock";
import type { SessionForgetting } from "../auth/session-cache";
import type { Db } from "../db/client";

export const ACCOUNT_GONE = "You are signed out: this account has been deleted.";

export interface EraseDeps extends CancelDeps {
  storage: ObjectStorage;
  sessions: SessionForgetting;
  /** The trial ledger's key for an address: the ledger outlives the account (issue 30). */
  emailKey: EmailKey;
  /**
   * Reads, inside the deletion's transaction, the marketplace tokens it deletes; what it returns
   * revokes them where the marketplace allows it (issue 32), once the deletion has committed.
   */
  revokeMarketplaces?: (tx: Db, userId: string) => Promise<() => Promise<void>>;
}

/**
 * Deletes an account for good, in an order that never leaves it half deleted: its subscriptions
 * are cancelled first (a failure stops here, the account intact); then one transaction strips its
 * billing rows of personal data, keeps its trials in the trial ledger (which holds no address), and
 * deletes the account row, which takes its sessions, products, uploads, plan and marketplace tokens
 * with it; last, once that has committed, the tokens are revoked at the marketplace and its image
 * files go. The account's lease makes a second request (a double submit) wait its turn and find
 * nothing left to delete.
 */
export async function eraseAccount(deps: EraseDeps, userId: string): Promise<void> {
  const busy = new AppError("CONFLICT", "Your account is already being deleted.");
  await withAccountLease(deps.db, userId, busy, async () => {
    await cancelBillableSubscriptions(deps, userId);
    // Under the account lock, as every Paddle notification's apply is: otherwise an apply that
    // holds it and then touches the account row deadlocks against this delete (seen on PostgreSQL).
    const { keys, revokeMarketplaces } = await withAccountLock(deps.db, userId, async (tx) => {
      const files = await tx.select({ image: uploads.storageKey, thumbnail: uploads.thumbnailKey }).from(uploads).where(eq(uploads.userId, userId));
      // The buyer's files (issue 32); marketplace tokens go with the account row (on delete cascade)
      // and are revoked only after the commit: a deletion that fails leaves them working.
      const revoke = await deps.revokeMarketplaces?.(tx, userId);
      const buyerFiles = await tx.select({ key: productFiles.storageKey }).from(productFiles).where(eq(productFiles.userId, userId));
      // The ZIPs of imports not yet worked (issue 33).
      const importZips = await tx
        .select({ key: productImports.zipKey })
        .from(productImports)
        .where(and(eq(productImports.userId, userId), isNotNull(productImports.zipKey)));
      await keepTrialRecord(tx, deps.emailKey, userId);
      await anonymiseBilling(tx, userId);
      // Password-reset and deletion links name the account by id.
      await tx.delete(verification).where(eq(verification.value, userId));
      const deleted = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
      // A double submit that waited for the first: the account, and with it this session, is gone.
      if (deleted.length === 0) throw new AppError("UNAUTHORIZED", ACCOUNT_GONE);
      return {
        keys: [
          ...files.flatMap((file) => [file.image, file.thumbnail]),
          ...buyerFiles.map((file) => file.key),
          ...importZips.flatMap((file) => (file.key ? [file.key] : [])),
        ],
        revokeMarketplaces: revoke,
      };
    });
    deps.sessions.forgetUser(userId);
    await revokeMarketplaces?.();
    const results = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
    const left = keys.filter((_, index) => results[index]?.status === "rejected");
    if (left.length > 0) deps.logger.error("files of a deleted account could not be removed", { userId, keys: left });
  });
}
