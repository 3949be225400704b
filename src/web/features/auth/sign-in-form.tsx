import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { FormField } from "../../components/form-field";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { authClient } from "../../lib/auth-client";
import { authErrorMessage, SIGN_IN_FAILED } from "../../lib/auth-errors";
import { signInSchema } from "./auth-schemas";
import { track } from "../analytics/track";
import { refreshMe } from "../../lib/session";
import { associateAttribution } from "../attribution/capture";

export function SignInForm({ target }: { target: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFormError(null);
    try {
      const { error } = await authClient.signIn.email({ email, password });
      if (error) {
        setFormError(authErrorMessage(error, SIGN_IN_FAILED, { 401: SIGN_IN_FAILED }));
        return;
      }
      await refreshMe(queryClient);
      void associateAttribution();
      track("sign_in");
      toast.success("Successfully signed in!");
      await navigate(target, { replace: true });
    } catch {
      setFormError(SIGN_IN_FAILED);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField id="email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
      <div className="grid gap-2">
        <FormField
          id="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
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
