import type { ApiProductStatus } from "../../../core/api-types";
import { Badge, type BadgeProps } from "../../components/ui/badge";

const STATUS = {
  complete: { label: "Complete", variant: "success" },
  pending: { label: "Pending", variant: "warning" },
  failed: { label: "Failed", variant: "destructive" },
} as const satisfies Record<ApiProductStatus, { label: string; variant: BadgeProps["variant"] }>;

export function StatusBadge({ status, className }: { status: ApiProductStatus; className?: string }) {
  const { label, variant } = STATUS[status];
  return (
    <Badge variant={variant} className={className}>
      {label}
    </Badge>
  );
}
