import { AppError } from "../http/errors";
import { deletionTokenOwner } from "./deletion-token";
import { eraseAccount, type EraseDeps } from "./erase-account";

export { confirmDeletionInput } from "../../core/account/inputs";

/** The mailed link's page posts its token here: the account it names is deleted. No session needed. */
export async function confirmAccountDeletion(deps: EraseDeps, token: string): Promise<void> {
  const userId = await deletionTokenOwner(deps.db, token);
  if (!userId) throw new AppError("BAD_REQUEST", "This link is invalid or has expired. Ask for a new one in Settings.");
  await eraseAccount(deps, userId);
}
