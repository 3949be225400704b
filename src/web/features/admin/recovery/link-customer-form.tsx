import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { linkCustomerInput } from "../../../../core/admin-recovery";
import { tierName } from "../../../../core/plans";
import { FormField } from "../../../components/form-field";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { Textarea } from "../../../components/ui/textarea";
import { errorMessage } from "../../../lib/api-client";
import { useLinkCustomer } from "../../../api/admin-recovery";

/** Paddle Fix: link a Paddle customer to an account; anything the e-mail rule refuses needs an override and a reason. */
export function LinkCustomerForm() {
  const link = useLinkCustomer();
  const { register, handleSubmit, watch, formState } = useForm({
    resolver: zodResolver(linkCustomerInput),
    defaultValues: { email: "", customerId: "", override: false, reason: "" },
  });
  const override = watch("override");
  const errors = formState.errors;
  return (
    <form
      noValidate
      aria-label="Link a Paddle customer"
      onSubmit={handleSubmit((values) => link.mutate(values.override ? values : { email: values.email, customerId: values.customerId }))}
      className="grid gap-4 sm:max-w-md"
    >
      <FormField id="linkEmail" label="User email" type="email" autoComplete="off" error={errors.email?.message} {...register("email")} />
      <FormField
        id="linkCustomerId"
        label="Paddle customer id"
        placeholder="ctm_01…"
        autoComplete="off"
        error={errors.customerId?.message}
        {...register("customerId")}
      />
      <div className="flex items-center gap-2">
        <input id="linkOverride" type="checkbox" className="size-4 accent-primary" {...register("override")} />
        <Label htmlFor="linkOverride">Override the confirmed-e-mail rule</Label>
      </div>
      {override ? (
        <div className="grid gap-2">
          <Label htmlFor="linkReason">Reason (kept in the audit log)</Label>
          <Textarea
            id="linkReason"
            rows={2}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? "linkReason-error" : undefined}
            {...register("reason")}
          />
          {errors.reason ? (
            <p id="linkReason-error" role="alert" className="text-sm text-destructive">
              {errors.reason.message}
            </p>
          ) : null}
        </div>
      ) : null}
      {link.isError ? <Alert variant="destructive">{errorMessage(link.error, "Could not link the customer")}</Alert> : null}
      {link.data ? (
        <Alert variant="success">
          Linked {link.data.customerId} to {link.data.email}
          {link.data.overridden ? " (override recorded)" : ""}. Plan: {tierName(link.data.plan.tier)}.
        </Alert>
      ) : null}
      <Button type="submit" disabled={link.isPending} className="justify-self-start">
        {link.isPending ? "Linking..." : "Link customer"}
      </Button>
    </form>
  );
}
