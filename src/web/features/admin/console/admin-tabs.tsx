import type { ComponentType } from "react";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { AlertsTab, ManualToolsTab, MonitorTab, OverviewTab, PaddleFixTab, PaymentSyncTab, UserRecoveryTab, VerificationTab } from "../tabs";

/** The eight tabs in their fixed order (docs/admin.md); the id is what ?tab= carries. */
const ADMIN_TABS = [
  { id: "user-recovery", label: "User Recovery", Panel: UserRecoveryTab },
  { id: "paddle-fix", label: "Paddle Fix", Panel: PaddleFixTab },
  { id: "payment-sync", label: "Payment Sync", Panel: PaymentSyncTab },
  { id: "overview", label: "Overview", Panel: OverviewTab },
  { id: "monitor", label: "Monitor", Panel: MonitorTab },
  { id: "alerts", label: "Alerts", Panel: AlertsTab },
  { id: "manual-tools", label: "Manual Tools", Panel: ManualToolsTab },
  { id: "verification", label: "Verification", Panel: VerificationTab },
] as const satisfies ReadonlyArray<{ id: string; label: string; Panel: ComponentType }>;

type TabId = (typeof ADMIN_TABS)[number]["id"];
const isTabId = (value: string | null): value is TabId => ADMIN_TABS.some((tab) => tab.id === value);

/** The tab lives in the URL (?tab=monitor), so a reload or a shared link opens the same one. */
export function AdminTabs() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const current: TabId = isTabId(requested) ? requested : "user-recovery";
  const choose = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set("tab", value);
        return next;
      },
      { replace: true },
    );
  return (
    <Tabs value={current} onValueChange={choose}>
      {/* Wraps onto several rows on a phone instead of scrolling sideways. */}
      <TabsList aria-label="Admin tools" className="h-auto w-full flex-wrap justify-start gap-1">
        {ADMIN_TABS.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {ADMIN_TABS.map(({ id, Panel }) => (
        <TabsContent key={id} value={id}>
          <Panel />
        </TabsContent>
      ))}
    </Tabs>
  );
}
