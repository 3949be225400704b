import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { z } from "../../lib/zod";
import { FormField } from "../../components/form-field";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { authClient } from "../../lib/auth-client";
import { authErrorMessage } from "../../lib/auth-errors";
import { newPasswordField } from "../../lib/validation";

const FAILED = "Failed to update password";

const schema = z
  .object({
    currentPassword: z.string().min(1, "Current password is required"),
    newPassword: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match." });

export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    try {
      const { error } = await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
      if (error) return setFormError(authErrorMessage(error, FAILED));
      toast.success("Password updated. Other devices were signed out.");
      onDone();
    } catch {
      setFormError(FAILED);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:max-w-sm">
      <FormField id="currentPassword" label="Current password" type="password" autoComplete="current-password" autoFocus error={errors.currentPassword?.message} {...register("currentPassword")} />
      <FormField id="newPassword" label="New password" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register("newPassword")} />
      <FormField id="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register("confirmPassword")} />
      <p className="text-sm text-muted-foreground">Other devices will be signed out.</p>
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}
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
