import { LoaderCircle } from "lucide-react";
import { useCompleteAuth } from "../features/auth/use-complete-auth";

export function CallbackPage() {
  const state = useCompleteAuth();

  if (state.kind === "error") {
    return (
      <section className="flex flex-col items-center gap-3 py-16 text-center">
        <h1 className="text-2xl font-semibold">Authentication Error</h1>
        <p role="alert" className="text-destructive">
          {state.message}
        </p>
        <p className="text-sm text-muted-foreground">Redirecting you to sign in...</p>
      </section>
    );
  }

  return (
    <section role="status" className="flex flex-col items-center gap-3 py-16 text-center">
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">Completing Authentication</h1>
      <p className="text-sm text-muted-foreground">Please wait while we sign you in...</p>
    </section>
  );
}
