import { Link, useParams } from "react-router";
import { Button } from "../components/ui/button";
import { ImportUploadForm } from "../features/imports/import-upload-form";
import { ImportView } from "../features/imports/import-view";
import { RecentImports } from "../features/imports/recent-imports";

export function CreateImportPage() {
  const { id } = useParams();
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">Import many products</h1>
          <p className="text-muted-foreground">A CSV of products and a ZIP of their screenshots: every row is checked before anything is created.</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/create">Create one product</Link>
        </Button>
      </div>
      {id ? (
        <ImportView key={id} id={id} />
      ) : (
        <>
          <ImportUploadForm />
          <RecentImports />
        </>
      )}
    </section>
  );
}
