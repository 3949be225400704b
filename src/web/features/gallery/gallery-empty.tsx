import { PackageOpen, Plus } from "lucide-react";
import { useNavigate } from "react-router";
import type { GalleryStatus } from "../../../core/products/gallery-status";
import { Button } from "../../components/ui/button";

const NONE_WITH_STATUS = {
  complete: "No products found for your account.",
  pending: "No listings are being generated right now.",
  failed: "No failed listings.",
} as const satisfies Record<GalleryStatus, string>;

export function GalleryEmpty({ searching, status }: { searching: boolean; status: GalleryStatus }) {
  const navigate = useNavigate();
  const firstProduct = !searching && status === "complete";
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-border px-6 py-16 text-center">
      <PackageOpen className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="text-muted-foreground">{searching ? "No products found matching your search." : NONE_WITH_STATUS[status]}</p>
      {firstProduct && (
        <Button onClick={() => void navigate("/create")}>
          <Plus aria-hidden="true" />
          Create Your First Product
        </Button>
      )}
    </div>
  );
}
