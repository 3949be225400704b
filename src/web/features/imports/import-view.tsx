import { Link } from "react-router";
import { isNotFound } from "../../api/products";
import { useImport } from "../../api/imports";
import { LoadError } from "../../components/load-error";
import { Loading } from "../../components/loading";
import { Alert } from "../../components/ui/alert";
import { errorMessage } from "../../lib/api-client";
import { ImportPreview } from "./import-preview";
import { ImportProgress } from "./import-progress";

/** One import at its address: its preview until confirmed, then its progress; kept by the server, so a reload shows it again. */
export function ImportView({ id }: { id: string }) {
  const query = useImport(id);
  if (query.isPending) return <Loading label="Loading the import..." />;
  if (query.isError) {
    if (isNotFound(query.error)) {
      return (
        <Alert variant="destructive">
          This import could not be found.{" "}
          <Link className="font-medium underline underline-offset-4" to="/create/import">
            Start a new import
          </Link>
        </Alert>
      );
    }
    return (
      <LoadError message={errorMessage(query.error, "The import could not be loaded.")} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  const imported = query.data;
  if (imported.status === "expired") {
    return (
      <Alert variant="destructive">
        This import was never confirmed and has expired; nothing was created from it.{" "}
        <Link className="font-medium underline underline-offset-4" to="/create/import">
          Upload the file again
        </Link>
      </Alert>
    );
  }
  return imported.status === "previewed" ? <ImportPreview imported={imported} /> : <ImportProgress imported={imported} />;
}
