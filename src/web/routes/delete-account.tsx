import { Link, useSearchParams } from "react-router";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { AuthCard } from "../features/auth/auth-card";
import { useConfirmAccountDeletion } from "../api/account";
import { useLeaveDeletedAccount } from "../features/account/use-leave-deleted-account";
import { errorMessage } from "../lib/api-client";

/** Where the deletion e-mail's link leads: nothing is deleted until the button is pressed. */
export function DeleteAccountPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const leave = useLeaveDeletedAccount();
  const confirm = useConfirmAccountDeletion({ onSuccess: leave });

  if (!token) {
    return (
      <AuthCard title="Deletion link invalid">
        <Alert variant="destructive">This link is incomplete. Ask for a new one in Settings.</Alert>
        <Button asChild className="w-full">
          <Link to="/settings">Go to Settings</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Delete your account?" description="Your account, products and images are deleted for good, and any subscription is cancelled.">
      {confirm.isError ? <Alert variant="destructive">{errorMessage(confirm.error, "Failed to delete your account. Please try again.")}</Alert> : null}
      <Button variant="destructive" className="w-full" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
        {confirm.isPending ? "Deleting..." : "Delete my account"}
      </Button>
    </AuthCard>
  );
}
