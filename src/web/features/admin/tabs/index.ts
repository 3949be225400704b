/** The admin console's eight tabs in their fixed order (issue 14); the page shell renders them. */
export { UserRecoveryTab } from "./user-recovery-tab";
export { PaddleFixTab } from "./paddle-fix-tab";
export { PaymentSyncTab } from "./payment-sync-tab";
export { OverviewTab } from "./overview-tab";
export { MonitorTab } from "./monitor-tab";
export { AlertsTab } from "./alerts-tab";
export { ManualToolsTab } from "./manual-tools-tab";
export { VerificationTab } from "./verification-tab";
