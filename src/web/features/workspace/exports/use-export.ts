import { toast } from "sonner";
import type { ExportFormat } from "../../../../core/api-types";
import { isPlanRequired, useCopyExport, useDownloadExport } from "../../../api/exports";
import { errorMessage } from "../../../lib/api-client";

const FORMAT_NAMES: Record<ExportFormat, string> = { txt: "plain text", md: "Markdown", json: "JSON" };

/**
 * Copy-all and the downloads of one product. A refusal for the plan calls onPlanRequired (the
 * upgrade dialog); other failures become a toast with the server's message.
 */
export function useExport(productId: string, onPlanRequired: () => void) {
  const failed = (title: string) => (error: unknown) => {
    if (isPlanRequired(error)) return onPlanRequired();
    toast.error(title, { description: errorMessage(error, "Please try again.") });
  };
  const copy = useCopyExport(productId, {
    onSuccess: (format) => void toast.success("Copied", { description: `The whole listing is on your clipboard as ${FORMAT_NAMES[format]}.` }),
    onError: failed("Could not copy the listing"),
  });
  const download = useDownloadExport(productId, {
    onSuccess: (name) => void toast.success("Download started", { description: name }),
    onError: failed("Could not download the export"),
  });
  return { copy, download };
}
