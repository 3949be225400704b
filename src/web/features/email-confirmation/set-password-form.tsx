import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "react-router";
import { z } from "../../lib/zod";
import { FormField } from "../../components/form-field";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ApiError, errorMessage } from "../../lib/api-client";
import { answerErrors, type ServerAnswer } from "../../lib/use-server-answer";
import { newPasswordField } from "../../lib/validation";

/**
 * "new": the mailbox owner chooses the password, which replaces any the account had (a link
 * without a sign-up behind it). "sign-up": a sign-up's link in another browser asks for the
 * password that sign-up chose, typed once as at sign-in (decision 057).
 */
export type PasswordMode = "new" | "sign-up";

const schemaFor = (mode: PasswordMode) =>
  z
    .object({ password: mode === "new" ? newPasswordField : z.string().min(1, "Password is required"), confirmPassword: z.string() })
    .refine((v) => mode !== "new" || v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match." });

type Values = z.output<ReturnType<typeof schemaFor>>;

interface SetPasswordFormProps {
  mode: PasswordMode;
  pending: boolean;
  error: unknown;
  onSubmit: (password: string) => void;
}

/** The server's refusal of what was submitted: about the password (too weak, or not the sign-up's), or the whole form. */
function refusal(error: unknown, submitted: Values | null): ServerAnswer<Values> | null {
  if (!error || !submitted) return null;
  if (error instanceof ApiError && error.details?.password) return { about: submitted, field: "password", message: error.message };
  return { about: submitted, field: null, message: errorMessage(error, "Could not confirm the address. Please try again.") };
}

export function SetPasswordForm({ mode, pending, error, onSubmit }: SetPasswordFormProps) {
  const { register, handleSubmit, formState, watch } = useForm({
    resolver: zodResolver(schemaFor(mode)),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const [submitted, setSubmitted] = useState<Values | null>(null);
  const server = answerErrors(refusal(error, submitted), watch());
  const submit = handleSubmit((values) => {
    setSubmitted(values);
    onSubmit(values.password);
  });
  const password = (
    <FormField
      id="password"
      label="Password"
      type="password"
      autoComplete={mode === "new" ? "new-password" : "current-password"}
      error={formState.errors.password?.message ?? server.fieldError("password")}
      {...register("password", { deps: mode === "new" ? "confirmPassword" : undefined })}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {mode === "new" ? (
        <>
          {password}
          <FormField
            id="confirmPassword"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            error={formState.errors.confirmPassword?.message}
            {...register("confirmPassword")}
          />
        </>
      ) : (
        <div className="grid gap-2">
          {password}
          <Link to="/forgot-password" className="justify-self-end text-sm text-primary hover:underline">
            Forgot password?
          </Link>
        </div>
      )}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Confirming..." : "Confirm and sign in"}
      </Button>
      {server.formError ? <Alert variant="destructive">{server.formError}</Alert> : null}
    </form>
  );
}
