import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { z } from "../../lib/zod";
import { FormField } from "../../components/form-field";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { authClient } from "../../lib/auth-client";
import { authErrorCode, authErrorMessage, isNewPasswordError } from "../../lib/auth-errors";
import { useServerAnswer } from "../../lib/use-server-answer";
import { newPasswordField } from "../../lib/validation";

const schema = z
  .object({ newPassword: newPasswordField, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match." });

const FAILED = "Failed to reset password. Please try again.";

interface ResetPasswordFormProps {
  token: string;
  onInvalidToken: () => void;
}

export function ResetPasswordForm({ token, onInvalidToken }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const { register, handleSubmit, formState, watch } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = formState;
  const server = useServerAnswer(watch());

  const onSubmit = handleSubmit(async (values) => {
    server.setAnswer(null);
    try {
      const { error } = await authClient.resetPassword({ newPassword: values.newPassword, token });
      if (error && authErrorCode(error) === "INVALID_TOKEN") return onInvalidToken();
      if (error) return server.setAnswer({ about: values, field: isNewPasswordError(error) ? "newPassword" : null, message: authErrorMessage(error, FAILED) });
      toast.success("Password updated. Please sign in.");
      await navigate("/sign-in", { replace: true });
    } catch {
      server.setAnswer({ about: values, field: null, message: FAILED });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        id="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message ?? server.fieldError("newPassword")}
        {...register("newPassword", { deps: "confirmPassword" })}
      />
      <FormField
        id="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Resetting..." : "Reset password"}
      </Button>
      {server.formError ? <Alert variant="destructive">{server.formError}</Alert> : null}
    </form>
  );
}
