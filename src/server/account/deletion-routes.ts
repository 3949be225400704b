import { Hono } from "hono";
import type { DeleteAccountResponse } from "../../core/api-types";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import { jsonBody } from "../http/json-body";
import { confirmAccountDeletion, confirmDeletionInput } from "./confirm-account-deletion";
import { deleteAccount, deleteAccountInput, type DeletionDeps } from "./delete-account";

/** Account deletion (decision 017); Better Auth's own /delete-user is switched off. */
export function accountDeletionRoutes(deps: DeletionDeps) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .post("/account/delete", requireUser, jsonBody(deleteAccountInput), async (c) => c.json(await deleteAccount(deps, c.get("user"), c.req.valid("json"))))
    .post("/account/delete/confirm", jsonBody(confirmDeletionInput), async (c) => {
      await confirmAccountDeletion(deps, c.req.valid("json").token);
      return c.json({ deleted: true, confirmationSent: false } satisfies DeleteAccountResponse);
    });
}
