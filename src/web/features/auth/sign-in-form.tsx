import { useState } from "react";
import { useForm } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { FormField } from "../../components/form-field";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { authErrorMessage, SIGN_IN_FAILED } from "../../lib/auth-errors";
import { lazyResolver } from "../../lib/lazy-resolver";
import { track } from "../../lib/analytics/track";
import { refreshMe } from "../../api/session";

// A first visit often lands here: zod and the auth client load when used (decision 033).
const signIn = lazyResolver(async () => {
  const [{ zodResolver }, { signInSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("./auth-schemas")]);
  return zodResolver(signInSchema);
});
const preload = () => {
  signIn.preload();
  void import("../../lib/auth-client").catch(() => undefined);
};

/** Wrong e-mail or password (one answer for both) and a session that could not be made read alike. */
const SIGN_IN_REFUSALS = { INVALID_EMAIL_OR_PASSWORD: SIGN_IN_FAILED, FAILED_TO_CREATE_SESSION: SIGN_IN_FAILED };

export function SignInForm({ target }: { target: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: signIn.resolver,
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFormError(null);
    try {
      const { authClient } = await import("../../lib/auth-client");
      const { error } = await authClient.signIn.email({ email, password });
      if (error) {
        setFormError(authErrorMessage(error, SIGN_IN_FAILED, SIGN_IN_REFUSALS));
        return;
      }
      await refreshMe(queryClient);
      void import("../../lib/attribution/capture").then(({ associateAttribution }) => associateAttribution()).catch(() => undefined);
      track("sign_in");
      toast.success("Successfully signed in!");
      await navigate(target, { replace: true });
    } catch {
      setFormError(SIGN_IN_FAILED);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} onFocus={preload} className="grid gap-4">
      <FormField id="email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
      <div className="grid gap-2">
        <FormField id="password" label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register("password")} />
        <Link to="/forgot-password" className="justify-self-end text-sm text-primary hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Signing in..." : "Sign In"}
      </Button>
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}
    </form>
  );
}
