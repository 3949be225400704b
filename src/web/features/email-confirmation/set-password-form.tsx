import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "../../lib/zod";
import { FormField } from "../../components/form-field";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ApiError, errorMessage } from "../../lib/api-client";
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
export function SetPasswordForm({ pending, error, onSubmit }: SetPasswordFormProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const serverFieldError = error instanceof ApiError ? error.details?.password?.[0] : undefined;
  const fieldError = formState.errors.password?.message ?? serverFieldError;

  return (
    <form noValidate onSubmit={handleSubmit(({ password }) => onSubmit(password))} className="grid gap-4">
      <FormField id="password" label="Password" type="password" autoComplete="new-password" error={fieldError} {...register("password")} />
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
      {error && !serverFieldError ? <Alert variant="destructive">{errorMessage(error, "Could not confirm the address. Please try again.")}</Alert> : null}
    </form>
  );
}
