import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { z } from "../../lib/zod";
import { FormField } from "../../components/form-field";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { useChangeEmail } from "../../api/account";
import { errorMessage } from "../../lib/api-client";
import { emailField } from "../../lib/validation";

const schema = z.object({ newEmail: emailField, password: z.string().min(1, "Password is required") });

interface ChangeEmailFormProps {
  onDone: () => void;
  onCancel: () => void;
}

export function ChangeEmailForm({ onDone, onCancel }: ChangeEmailFormProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { newEmail: "", password: "" },
  });
  const change = useChangeEmail({
    onSuccess: ({ pendingEmail }) => {
      toast.success(`Check ${pendingEmail} for the confirmation link`);
      onDone();
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => change.mutate(values))} className="grid gap-4 sm:max-w-sm">
      <FormField
        id="newEmail"
        label="New email"
        type="email"
        autoComplete="email"
        autoFocus
        error={formState.errors.newEmail?.message}
        {...register("newEmail")}
      />
      <FormField
        id="emailCurrentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register("password")}
      />
      {change.isError ? <Alert variant="destructive">{errorMessage(change.error, "Failed to update email")}</Alert> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? "Saving..." : "Update email"}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={change.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
