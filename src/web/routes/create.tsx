import { FileSpreadsheet } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../components/ui/button";
import { CreateProductFlow } from "../features/create/create-product-flow";

export function CreatePage() {
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">Create a Product</h1>
          <p className="text-muted-foreground">Four short steps from a description and screenshots to a ready-to-sell listing.</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/create/import">
            <FileSpreadsheet aria-hidden="true" />
            Import many
          </Link>
        </Button>
      </div>
      <CreateProductFlow />
    </section>
  );
}
