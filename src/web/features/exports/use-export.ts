import { useMutation, useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import type { ExportFormat, ExportPreset } from "../../../core/api-types";
import { errorMessage } from "../../lib/api-client";
import { downloadExport, downloadPreset, downloadShopifySelection, exportKeys, fetchExportText, fetchPreset, isPlanRequired } from "./export-api";

const FORMAT_NAMES: Record<ExportFormat, string> = { txt: "plain text", md: "Markdown", json: "JSON" };

export function usePreset(productId: string, preset: ExportPreset) {
  return useQuery({ queryKey: exportKeys.preset(productId, preset), queryFn: () => fetchPreset(productId, preset) });
}

/**
 * Copy-all and the downloads of one product. A refusal for the plan calls onPlanRequired (the
 * upgrade dialog); other failures become a toast with the server's message.
 */
export function useExport(productId: string, onPlanRequired: () => void) {
  const failed = (title: string) => (error: unknown) => {
    if (isPlanRequired(error)) return onPlanRequired();
    toast.error(title, { description: errorMessage(error, "Please try again.") });
  };
  const copy = useMutation({
    mutationFn: async (format: ExportFormat) => {
      const text = await fetchExportText(productId, format);
      await navigator.clipboard.writeText(text);
      return format;
    },
    onSuccess: (format) => void toast.success("Copied", { description: `The whole listing is on your clipboard as ${FORMAT_NAMES[format]}.` }),
    onError: failed("Could not copy the listing"),
  });
  const download = useMutation({
    mutationFn: (target: { format: ExportFormat } | { preset: ExportPreset }) =>
      "format" in target ? downloadExport(productId, target.format) : downloadPreset(productId, target.preset),
    onSuccess: (name) => void toast.success("Download started", { description: name }),
    onError: failed("Could not download the export"),
  });
  return { copy, download };
}

export function useShopifySelectionExport(onPlanRequired: () => void) {
  return useMutation({
    mutationFn: downloadShopifySelection,
    onSuccess: (name) => void toast.success("Download started", { description: name }),
    onError: (error) => {
      if (isPlanRequired(error)) return onPlanRequired();
      toast.error("Could not export the selection", { description: errorMessage(error, "Please try again.") });
    },
  });
}
