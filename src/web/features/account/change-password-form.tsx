import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { z } from "../../lib/zod";
import { FormField } from "../../components/form-field";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { authClient } from "../../lib/auth-client";
import { authErrorCode, authErrorMessage, isNewPasswordError, type AuthClientError } from "../../lib/auth-errors";
import { useServerAnswer } from "../../lib/use-server-answer";
import { newPasswordField } from "../../lib/validation";

const FAILED = "Failed to update password";

const schema = z
  .object({
    currentPassword: z.string().min(1, "Current password is required"),
    newPassword: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match." });

type Values = z.output<typeof schema>;

/** The field a refusal is about: the current password, the new one, or (null) neither. */
function refusedField(error: AuthClientError): keyof Values | null {
  if (authErrorCode(error) === "INVALID_PASSWORD") return "currentPassword";
  return isNewPasswordError(error) ? "newPassword" : null;
}

export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { register, handleSubmit, formState, watch } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = formState;
  const server = useServerAnswer(watch());

  const onSubmit = handleSubmit(async (values) => {
    server.setAnswer(null);
    try {
      const { currentPassword, newPassword } = values;
      const { error } = await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
      if (error) return server.setAnswer({ about: values, field: refusedField(error), message: authErrorMessage(error, FAILED) });
      toast.success("Password updated. Other devices were signed out.");
      onDone();
    } catch {
      server.setAnswer({ about: values, field: null, message: FAILED });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:max-w-sm">
      <FormField
        id="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        autoFocus
        error={errors.currentPassword?.message ?? server.fieldError("currentPassword")}
        {...register("currentPassword")}
      />
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
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <p className="text-sm text-muted-foreground">Other devices will be signed out.</p>
      {server.formError ? <Alert variant="destructive">{server.formError}</Alert> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Update password"}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
