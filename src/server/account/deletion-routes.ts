import { Hono } from "hono";
import type { DeleteAccountResponse } from "../../core/api-types";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import { parseOrThrow, readJson } from "../http/errors";
import { confirmAccountDeletion, confirmDeletionInput } from "./confirm-account-deletion";
import { deleteAccount, deleteAccountInput, type DeletionDeps } from "./delete-account";

/** Account deletion (decision 017); Better Auth's own /delete-user is switched off. */
export function accountDeletionRoutes(deps: DeletionDeps) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .post("/account/delete", requireUser, async (c) => {
      const input = parseOrThrow(deleteAccountInput, await readJson(c));
      return c.json(await deleteAccount(deps, c.get("user"), input));
    })
    .post("/account/delete/confirm", async (c) => {
      const { token } = parseOrThrow(confirmDeletionInput, await readJson(c));
      await confirmAccountDeletion(deps, token);
      return c.json({ deleted: true, confirmationSent: false } satisfies DeleteAccountResponse);
    });
}
