import { useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Skeleton } from "../../../components/ui/skeleton";
import { errorMessage } from "../../../lib/api-client";
import { AccountActions } from "../recovery/account-actions";
import { AccountCard } from "../recovery/account-card";
import { EmailSearchForm } from "../recovery/email-search-form";
import { useRecoveryAccount } from "../../../api/admin-recovery";

export function UserRecoveryTab() {
  const [email, setEmail] = useState<string | null>(null);
  const found = useRecoveryAccount(email);
  return (
    <div className="grid min-w-0 gap-4">
      <EmailSearchForm
        id="recoveryEmail"
        submitLabel="Find user"
        busy={found.isFetching}
        onSearch={(next) => (next === email ? void found.refetch() : setEmail(next))}
      />
      {found.isLoading ? <Skeleton aria-label="Loading the account" className="h-48 w-full" /> : null}
      {found.isError ? <Alert variant="destructive">{errorMessage(found.error, "Could not load the account")}</Alert> : null}
      {found.data ? (
        <>
          <AccountActions key={found.data.user.id} account={found.data} />
          <AccountCard account={found.data} />
        </>
      ) : null}
    </div>
  );
}
