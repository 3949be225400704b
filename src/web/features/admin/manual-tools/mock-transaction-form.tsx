import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { mockTransactionInput, mockTransactionsRefusal } from "../../../../core/admin/manual-tools";
import { PLANS, tierName } from "../../../../core/plans";
import { FormField } from "../../../components/form-field";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { errorMessage } from "../../../lib/api-client";
import { usePublicConfig } from "../../../api/config";
import { useMockTransaction } from "../../../api/admin-manual-tools";

const selectClass =
  "h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** Manual Tools: a test payment that moves the account's plan, never where real money is taken. */
export function MockTransactionForm() {
  const config = usePublicConfig();
  const payments = config.data?.payments;
  const refusal = payments ? mockTransactionsRefusal(payments.mode, payments.environment) : null;
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(mockTransactionInput),
    defaultValues: { email: "", tier: "creator" as const, interval: "monthly" as const },
  });
  const mock = useMockTransaction();
  return (
    <form
      noValidate
      onSubmit={handleSubmit((order) =>
        mock.mutate(order, {
          onSuccess: (result) =>
            toast.success(`${result.subscription.email} is now on the ${tierName(result.subscription.tier)} plan`, {
              description: `Test transaction ${result.transactionId}`,
            }),
        }),
      )}
      className="grid gap-4 sm:max-w-sm"
    >
      <p className="text-sm text-muted-foreground">
        Records a completed payment marked as a test and applies it like a real one, so the plan follows. Allowed only with simulated payments or the Paddle
        sandbox; test payments are left out of the Overview&apos;s revenue.
      </p>
      {refusal ? <Alert>{refusal}</Alert> : null}
      <FormField id="mockEmail" label="Account email" type="email" autoComplete="off" error={formState.errors.email?.message} {...register("email")} />
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-2">
          <Label htmlFor="mockTier">Plan</Label>
          <select id="mockTier" className={selectClass} {...register("tier")}>
            <option value="creator">{PLANS.creator.name}</option>
            <option value="pro">{PLANS.pro.name}</option>
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="mockInterval">Billing</Label>
          <select id="mockInterval" className={selectClass} {...register("interval")}>
            <option value="monthly">Monthly</option>
            <option value="annual">Annual</option>
          </select>
        </div>
      </div>
      {mock.isError ? <Alert variant="destructive">{errorMessage(mock.error, "Could not create the mock transaction")}</Alert> : null}
      <Button type="submit" disabled={mock.isPending || Boolean(refusal)} className="justify-self-start">
        {mock.isPending ? "Creating..." : "Create mock transaction"}
      </Button>
    </form>
  );
}
