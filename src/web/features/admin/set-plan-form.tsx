import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { setPlanInput } from "../../../core/admin/manual-tools";
import { PLANS, TIERS, tierName, type Tier } from "../../../core/plans";
import { FormField } from "../../components/form-field";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { useSetPlan } from "../../api/admin-manual-tools";
import { errorMessage } from "../../lib/api-client";

const schema = setPlanInput;

/** Manual Tools: the admin sets any account's plan (decision 026: upgrade any user's tier). */
export function SetPlanForm() {
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(schema), defaultValues: { email: "", tier: "creator" as Tier } });
  const setPlan = useSetPlan({
    onSuccess: (result) =>
      toast.success(`${result.email} is now on the ${tierName(result.tier)} plan`, { description: `Up to ${result.maxProducts} products.` }),
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => setPlan.mutate(values))} className="grid gap-4 sm:max-w-sm">
      <FormField id="adminUserEmail" label="User email" type="email" autoComplete="off" error={formState.errors.email?.message} {...register("email")} />
      <div className="grid gap-2">
        <Label htmlFor="adminTier">Plan</Label>
        <select
          id="adminTier"
          className="h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          {...register("tier")}
        >
          {TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {PLANS[tier].name} ({PLANS[tier].maxProducts} {PLANS[tier].maxProducts === 1 ? "product" : "products"})
            </option>
          ))}
        </select>
      </div>
      {setPlan.isError ? <Alert variant="destructive">{errorMessage(setPlan.error, "Could not change the plan")}</Alert> : null}
      <Button type="submit" disabled={setPlan.isPending} className="justify-self-start">
        {setPlan.isPending ? "Saving..." : "Set plan"}
      </Button>
    </form>
  );
}
