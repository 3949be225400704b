import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { useConsoleAction, type ConsoleAction } from "../../../api/admin-console";
import { errorMessage } from "../../../lib/api-client";
import { ReportPanel } from "./report-panel";

const ACTIONS: Array<{ action: ConsoleAction; label: string; running: string }> = [
  { action: "health-check", label: "Run Health Check", running: "Checking..." },
  { action: "test-webhooks", label: "Test All Webhooks", running: "Sending test webhooks..." },
  { action: "test-customer-created", label: "Test Customer.Created", running: "Sending customer.created..." },
  { action: "test-full-flow", label: "Test Full Flow", running: "Running the full flow..." },
];

const FAILURES: Record<ConsoleAction, string> = {
  "health-check": "Health check failed to run",
  "test-webhooks": "Webhook test failed to run",
  "test-customer-created": "Customer.Created test failed to run",
  "test-full-flow": "Full flow test failed to run",
};

/** A failure to run the action is a toast; a run that found problems shows them in its report. */
const toastFailure = (action: ConsoleAction) => ({
  onError: (error: Error) => toast.error(FAILURES[action], { description: errorMessage(error, "Please try again.") }),
});

/** The four buttons above the tabs (docs/admin.md); each keeps its latest result on show. */
export function ConsoleActions() {
  const mutations: Record<ConsoleAction, ReturnType<typeof useConsoleAction>> = {
    "health-check": useConsoleAction("health-check", toastFailure("health-check")),
    "test-webhooks": useConsoleAction("test-webhooks", toastFailure("test-webhooks")),
    "test-customer-created": useConsoleAction("test-customer-created", toastFailure("test-customer-created")),
    "test-full-flow": useConsoleAction("test-full-flow", toastFailure("test-full-flow")),
  };
  const runs = ACTIONS.map((entry) => ({ ...entry, mutation: mutations[entry.action] }));
  const shown = runs.filter((run) => run.mutation.data);
  return (
    <Card>
      <CardHeader>
        <CardTitle>System checks</CardTitle>
        <CardDescription>
          Test notifications go to this server's own Paddle webhook for customers no account has; the full flow uses a throwaway test account and removes it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          {runs.map(({ action, label, running, mutation }) => (
            // Not disabled while running: a disabled button would drop the keyboard focus.
            <Button
              key={action}
              variant="outline"
              aria-disabled={mutation.isPending}
              aria-busy={mutation.isPending}
              onClick={() => {
                if (!mutation.isPending) mutation.mutate();
              }}
            >
              {mutation.isPending ? running : label}
            </Button>
          ))}
        </div>
        <div aria-live="polite" className="grid gap-3">
          {shown.map(({ action, label, mutation }) => (mutation.data ? <ReportPanel key={action} title={label} report={mutation.data} /> : null))}
        </div>
      </CardContent>
    </Card>
  );
}
