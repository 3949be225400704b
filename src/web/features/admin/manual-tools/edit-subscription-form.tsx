import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { AdminSubscriptionRow } from "../../../../core/admin/manual-tools";
import { accountEmail } from "../../../../core/admin/manual-tools";
import { PLANS } from "../../../../core/plans";
import { FormField } from "../../../components/form-field";
import { Loading } from "../../../components/loading";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { errorMessage } from "../../../lib/api-client";
import { useEditSubscription, useSubscriptionRow } from "../../../api/admin-manual-tools";
import { SubscriptionRowView } from "./subscription-row-view";

const selectClass =
  "h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

export function EditSubscriptionForm() {
  const [input, setInput] = useState("");
  const [inputError, setInputError] = useState<string>();
  const [email, setEmail] = useState<string | null>(null);
  const row = useSubscriptionRow(email);

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    const parsed = accountEmail.safeParse(input);
    setInputError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) setEmail(parsed.data);
  };

  return (
    <div className="grid gap-4">
      <form noValidate onSubmit={lookUp} className="grid gap-3 sm:max-w-sm">
        <FormField
          id="editSubscriptionEmail"
          label="Account email"
          type="email"
          autoComplete="off"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          error={inputError}
        />
        <Button type="submit" variant="outline" className="justify-self-start">
          Find subscription
        </Button>
      </form>
      {row.isFetching && !row.data ? <Loading label="Looking up the account..." /> : null}
      {row.isError ? <Alert variant="destructive">{errorMessage(row.error, "Could not load the subscription")}</Alert> : null}
      {row.data && email ? <RowEditor key={row.data.email} email={email} row={row.data} /> : null}
    </div>
  );
}

function RowEditor({ email, row }: { email: string; row: AdminSubscriptionRow }) {
  const [grant, setGrant] = useState<"" | "creator" | "pro">(row.manualTier ?? "");
  const edit = useEditSubscription(email);
  const save = (body: Parameters<typeof edit.mutate>[0], done: string) => edit.mutate(body, { onSuccess: () => toast.success(done) });
  return (
    <div className="grid gap-4 rounded-md border border-border p-4">
      <SubscriptionRowView row={row} />
      <div className="grid gap-2 sm:max-w-sm">
        <Label htmlFor="editManualGrant">Manual grant</Label>
        <select id="editManualGrant" className={selectClass} value={grant} onChange={(e) => setGrant(e.target.value as typeof grant)}>
          <option value="">None</option>
          <option value="creator">{PLANS.creator.name}</option>
          <option value="pro">{PLANS.pro.name}</option>
        </select>
        <p className="text-xs text-muted-foreground">
          The plan becomes the better of the grant and what Paddle pays for; removing a grant never takes away a paid plan.
        </p>
      </div>
      {edit.isError ? <Alert variant="destructive">{errorMessage(edit.error, "Could not change the subscription")}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={edit.isPending} onClick={() => save({ manualTier: grant || null }, `Saved the manual grant of ${row.email}`)}>
          Save grant
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={edit.isPending}
          onClick={() => save({ recomputeCount: true }, `Recounted the products of ${row.email}`)}
        >
          Recompute product count
        </Button>
      </div>
    </div>
  );
}
