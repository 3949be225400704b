import { LoaderCircle } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { safeRedirectTarget } from "../../core/routes";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { AuthCard } from "../features/auth/auth-card";
import { EMAIL_CONFIRMED_STATE } from "../features/first-run/email-confirmed";
import { SetPasswordForm } from "../features/email-confirmation/set-password-form";
import { useConfirmEmail, useEmailConfirmation } from "../api/account";
import { associateAttribution } from "../lib/attribution/capture";
import { errorMessage } from "../lib/api-client";

function DeadLink({ message }: { message: string }) {
  return (
    <AuthCard title="Link invalid">
      <Alert variant="destructive">{message}</Alert>
      <Button asChild className="w-full">
        <Link to="/sign-in">Go to sign in</Link>
      </Button>
    </AuthCard>
  );
}

/**
 * Where confirmation mails lead. Opening the link changes nothing (a mail scanner's GET included):
 * the server says what this browser must add (decisions 012, 057). In the browser that signed up,
 * or with the account's session, one click on "Confirm" does it; elsewhere a sign-up's link asks for
 * that sign-up's password once, and a link without one asks for a new password.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const next = safeRedirectTarget(params.get("next"));
  const navigate = useNavigate();
  const info = useEmailConfirmation(token);
  // Confirming with the password signs this browser in: the session's attribution joins the account.
  const confirm = useConfirmEmail(token, { onSuccess: () => void associateAttribution() });

  const submit = (password?: string) =>
    confirm.mutate(password, {
      // The page it leads to says "E-mail confirmed" (the root layout's first-run banner).
      onSuccess: () => void navigate(next, { replace: true, state: EMAIL_CONFIRMED_STATE }),
    });

  if (!token) return <DeadLink message="This confirmation link is incomplete. Open the link from the e-mail again." />;
  if (info.isPending) {
    return (
      <section role="status" className="flex flex-col items-center gap-3 py-16 text-center">
        <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
        <h1 className="text-2xl font-semibold">Checking your link</h1>
      </section>
    );
  }
  if (info.isError) return <DeadLink message={errorMessage(info.error, "This link is invalid, expired or already used.")} />;

  const { purpose, email, signedInAsOwner, step } = info.data;
  const title = purpose === "change" ? "Confirm your new e-mail" : "Confirm your e-mail";
  if (step === "sign-up-password") {
    return (
      <AuthCard title={title} description={`Enter the password you chose when you signed up with ${email}.`}>
        <SetPasswordForm mode="sign-up" pending={confirm.isPending} error={confirm.error} onSubmit={submit} />
      </AuthCard>
    );
  }
  if (step === "new-password") {
    return (
      <AuthCard title={title} description={`Choose the password for ${email}.`}>
        <SetPasswordForm mode="new" pending={confirm.isPending} error={confirm.error} onSubmit={submit} />
      </AuthCard>
    );
  }
  if (step === "sign-in") {
    const back = `/confirm-email?${params.toString()}`;
    return (
      <AuthCard title={title}>
        <Alert>Sign in to the account that asked for this change, then open the link again.</Alert>
        <Button asChild className="w-full">
          <Link to={`/sign-in?redirect=${encodeURIComponent(back)}`}>Sign in</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={title}
      description={
        signedInAsOwner
          ? `Confirm that ${email} is yours. Other devices signed in to this account will be signed out.`
          : `Confirm ${email} to finish signing up; you will be signed in here.`
      }
    >
      <Button className="w-full" disabled={confirm.isPending} onClick={() => submit()}>
        {confirm.isPending ? "Confirming..." : `Confirm ${email}`}
      </Button>
      {confirm.isError ? <Alert variant="destructive">{errorMessage(confirm.error, "Could not confirm the address. Please try again.")}</Alert> : null}
    </AuthCard>
  );
}
