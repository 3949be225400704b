import { PackageOpen, Plus } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";

export function GalleryEmpty({ searching }: { searching: boolean }) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-border px-6 py-16 text-center">
      <PackageOpen className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="text-muted-foreground">
        {searching ? "No products found matching your search." : "No products found for your account."}
      </p>
      {!searching && (
        <Button onClick={() => void navigate("/create")}>
          <Plus aria-hidden="true" />
          Create Your First Product
        </Button>
      )}
    </div>
  );
}
