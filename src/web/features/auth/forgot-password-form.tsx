import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "../../lib/zod";
import { FormField } from "../../components/form-field";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { authClient } from "../../lib/auth-client";
import { isRateLimited, TOO_MANY_ATTEMPTS } from "../../lib/auth-errors";
import { emailField } from "../../lib/validation";

const schema = z.object({ email: emailField });
const SENT = "If an account exists for that e-mail, we've sent a link to reset your password.";

/** Answers the same whether or not the account exists, so the form reveals nothing. */
export function ForgotPasswordForm() {
  const [result, setResult] = useState<"sent" | "rate-limited" | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ email }) => {
    setResult(null);
    try {
      const { error } = await authClient.requestPasswordReset({ email, redirectTo: "/reset-password" });
      setResult(error && isRateLimited(error) ? "rate-limited" : "sent");
    } catch {
      setResult("sent");
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField id="email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send reset link"}
      </Button>
      {result === "sent" ? <Alert variant="success">{SENT}</Alert> : null}
      {result === "rate-limited" ? <Alert variant="destructive">{TOO_MANY_ATTEMPTS}</Alert> : null}
    </form>
  );
}
