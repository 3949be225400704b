import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { SetPlanForm } from "../features/admin/set-plan-form";

export function AdminPage() {
  return (
    <section className="grid gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Enhanced Admin Panel</h1>
      <Card>
        <CardHeader>
          <CardTitle>Manual Tools</CardTitle>
          <CardDescription>Set any account's plan. A later Paddle notification for the account sets it again from its subscriptions.</CardDescription>
        </CardHeader>
        <CardContent>
          <SetPlanForm />
        </CardContent>
      </Card>
    </section>
  );
}
