import type { FormEvent } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "../../lib/zod";
import { FormField } from "../../components/form-field";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../components/ui/dialog";
import { ApiError, errorMessage } from "../../lib/api-client";
import { useDeleteAccount } from "../../api/account";
import { useLeaveDeletedAccount } from "./use-leave-deleted-account";

const FAILED = "Failed to delete your account. Please try again.";
const schema = z.object({ password: z.string().min(1, "Password is required") });

/** The server's reason for the password field, when it names that field; other errors show below the form. */
const passwordError = (error: unknown) => (error instanceof ApiError ? error.details?.password?.[0] : undefined);

export function DeleteAccountDialog({ hasPassword }: { hasPassword: boolean }) {
  const leave = useLeaveDeletedAccount();
  // With the password it is gone now; without one a link is on its way (the dialog says so).
  const remove = useDeleteAccount({
    onSuccess: async (result) => {
      if (result.deleted) await leave();
    },
  });
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { password: "" },
  });
  const fieldError = formState.errors.password?.message ?? passwordError(remove.error);
  const formError = remove.isError && !passwordError(remove.error) ? errorMessage(remove.error, FAILED) : null;
  const linkSent = remove.data?.confirmationSent === true;

  const onSubmit = hasPassword
    ? handleSubmit(({ password }) => remove.mutate({ password }))
    : (event: FormEvent) => {
        event.preventDefault();
        remove.mutate({});
      };

  const onOpenChange = (open: boolean) => {
    if (open) return;
    reset();
    remove.reset();
  };

  return (
    <Dialog onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">Delete Account</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          This permanently deletes your account, your products and images, and cancels your subscription. It cannot be undone.{" "}
          {hasPassword ? "Enter your password to confirm." : "We will e-mail you a link: your account is deleted when you follow it."}
        </DialogDescription>
        {linkSent ? (
          <Alert>Check your inbox: follow the link in our e-mail within an hour to delete your account.</Alert>
        ) : (
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            {hasPassword ? (
              <FormField id="deletePassword" label="Password" type="password" autoComplete="current-password" error={fieldError} {...register("password")} />
            ) : null}
            {formError ? <Alert variant="destructive">{formError}</Alert> : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline" disabled={remove.isPending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {remove.isPending ? "Working..." : hasPassword ? "Delete my account" : "E-mail me the link"}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
