import { AdminTabs } from "../features/admin/console/admin-tabs";
import { AuditLog } from "../features/admin/console/audit-log";
import { ConsoleActions } from "../features/admin/console/console-actions";

export function AdminPage() {
  return (
    <section className="grid min-w-0 grid-cols-1 gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Enhanced Admin Panel</h1>
      <ConsoleActions />
      <AdminTabs />
      <AuditLog />
    </section>
  );
}
