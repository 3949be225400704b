import { useId, type ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { EditSubscriptionForm } from "../manual-tools/edit-subscription-form";
import { MockTransactionForm } from "../manual-tools/mock-transaction-form";
import { SetPlanForm } from "../set-plan-form";

function Tool({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0">
      <CardHeader className="p-4 sm:p-6">
        <CardTitle id={titleId} className="text-lg">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">{children}</CardContent>
    </Card>
  );
}

/** Every action of this tab is audited. */
export function ManualToolsTab() {
  return (
    <div className="grid gap-4">
      <Tool
        title="Set a plan"
        description="Grants any account a plan by hand; Free removes the grant. The account keeps the better of the grant and its Paddle plan."
      >
        <SetPlanForm />
      </Tool>
      <Tool title="Edit a subscription" description="Look up an account's subscription row, change its manual grant or recount its products.">
        <EditSubscriptionForm />
      </Tool>
      <Tool title="Mock transaction" description="A test payment for an account.">
        <MockTransactionForm />
      </Tool>
    </div>
  );
}
