import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { z } from "../../lib/zod";
import { FormField } from "../../components/form-field";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../components/ui/dialog";
import { authClient } from "../../lib/auth-client";
import { authErrorMessage } from "../../lib/auth-errors";
import { endSession } from "../../lib/session";

const FAILED = "Failed to delete your account. Please try again.";
const schema = z.object({ password: z.string().min(1, "Password is required") });

export function DeleteAccountDialog() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { password: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      const { error } = await authClient.deleteUser({ password });
      if (error) return setFormError(authErrorMessage(error, FAILED));
    } catch {
      return setFormError(FAILED);
    }
    toast.success("Your account has been deleted.");
    endSession(queryClient);
    await navigate("/sign-up", { replace: true });
  });

  const onOpenChange = (open: boolean) => {
    if (open) return;
    reset();
    setFormError(null);
  };

  return (
    <Dialog onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">Delete Account</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          This permanently deletes your account and your products. It cannot be undone. Enter your password to confirm.
        </DialogDescription>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField id="deletePassword" label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register("password")} />
          {formError ? <Alert variant="destructive">{formError}</Alert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={isSubmitting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting ? "Deleting..." : "Delete my account"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
