import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "../../lib/zod";
import { FormField } from "../../components/form-field";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ApiError, errorMessage } from "../../lib/api-client";
import { answerErrors, type ServerAnswer } from "../../lib/use-server-answer";
import { newPasswordField } from "../../lib/validation";

const schema = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match." });

interface SetPasswordFormProps {
  pending: boolean;
  error: unknown;
  onSubmit: (password: string) => void;
}

/** The mailbox owner's password: it replaces any the account had, so nobody else's keeps working. */
type Values = z.output<typeof schema>;

/** The server's refusal of what was submitted: about the password (too weak), or the whole form. */
function refusal(error: unknown, submitted: Values | null): ServerAnswer<Values> | null {
  if (!error || !submitted) return null;
  const weak = error instanceof ApiError ? error.details?.password?.[0] : undefined;
  if (weak) return { about: submitted, field: "password", message: weak };
  return { about: submitted, field: null, message: errorMessage(error, "Could not confirm the address. Please try again.") };
}

export function SetPasswordForm({ pending, error, onSubmit }: SetPasswordFormProps) {
  const { register, handleSubmit, formState, watch } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const [submitted, setSubmitted] = useState<Values | null>(null);
  const server = answerErrors(refusal(error, submitted), watch());
  const submit = handleSubmit((values) => {
    setSubmitted(values);
    onSubmit(values.password);
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField
        id="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={formState.errors.password?.message ?? server.fieldError("password")}
        {...register("password", { deps: "confirmPassword" })}
      />
      <FormField
        id="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={formState.errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Confirming..." : "Confirm and sign in"}
      </Button>
      {server.formError ? <Alert variant="destructive">{server.formError}</Alert> : null}
    </form>
  );
}
