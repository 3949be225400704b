import { Copy, Download } from "lucide-react";
import { useState } from "react";
import type { ApiProduct, ExportFormat, ExportPreset } from "../../../../core/api-types";
import { Button } from "../../../components/ui/button";
import { DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { PresetView } from "./preset-view";
import { useExport } from "./use-export";

const PRESET_LABELS: Record<ExportPreset, string> = { etsy: "Etsy", gumroad: "Gumroad", udemy: "Udemy", shopify: "Shopify" };
const DOWNLOADS: Array<{ format: ExportFormat; label: string }> = [
  { format: "md", label: "Download .md" },
  { format: "txt", label: "Download .txt" },
  { format: "json", label: "Download .json" },
];

export function ExportDialogContent({ product, onPlanRequired }: { product: ApiProduct; onPlanRequired: () => void }) {
  const { copy, download } = useExport(product.id, onPlanRequired);
  const presets: ExportPreset[] = product.category === "course" ? ["etsy", "gumroad", "udemy", "shopify"] : ["etsy", "gumroad", "shopify"];
  const [tab, setTab] = useState<ExportPreset>("etsy");
  return (
    <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-3xl overflow-y-auto p-4 sm:p-6">
      <DialogTitle className="pr-8">Export listing</DialogTitle>
      <DialogDescription>Copy or download the whole listing, or take it field by field into a marketplace's form.</DialogDescription>
      <div className="grid gap-2 sm:grid-cols-2" role="group" aria-label="Copy all">
        <Button variant="outline" onClick={() => copy.mutate("txt")} disabled={copy.isPending}>
          <Copy aria-hidden="true" />
          Copy all as text
        </Button>
        <Button variant="outline" onClick={() => copy.mutate("md")} disabled={copy.isPending}>
          <Copy aria-hidden="true" />
          Copy all as Markdown
        </Button>
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Download">
        {DOWNLOADS.map(({ format, label }) => (
          <Button key={format} variant="outline" size="sm" onClick={() => download.mutate({ format })} disabled={download.isPending}>
            <Download aria-hidden="true" />
            {label}
          </Button>
        ))}
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as ExportPreset)}>
        <TabsList aria-label="Marketplace presets" className="h-auto w-full flex-wrap justify-start">
          {presets.map((preset) => (
            <TabsTrigger key={preset} value={preset}>
              {PRESET_LABELS[preset]}
            </TabsTrigger>
          ))}
        </TabsList>
        {presets.map((preset) => (
          <TabsContent key={preset} value={preset}>
            <PresetView
              productId={product.id}
              preset={preset}
              onDownload={() => download.mutate({ preset })}
              downloading={download.isPending}
              onPlanRequired={onPlanRequired}
            />
          </TabsContent>
        ))}
      </Tabs>
    </DialogContent>
  );
}
