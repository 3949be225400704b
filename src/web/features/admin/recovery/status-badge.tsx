import { Badge, type BadgeProps } from "../../../components/ui/badge";

const VARIANTS: Record<string, BadgeProps["variant"]> = {
  processed: "success",
  completed: "success",
  paid: "success",
  active: "success",
  trialing: "success",
  received: "warning",
  past_due: "warning",
  paused: "warning",
  failed: "destructive",
  canceled: "outline",
};

export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANTS[status] ?? "secondary"}>{status.replaceAll("_", " ")}</Badge>;
}

/** Minor units ("1400") as "14.00 USD". */
export function money(amount: string | null, currency: string | null): string {
  const value = Number(amount) / 100;
  return amount === null || !Number.isFinite(value) ? "—" : `${value.toFixed(2)} ${currency ?? ""}`.trim();
}
