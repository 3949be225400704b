import { createContext, useContext } from "react";
import type { ApiProduct, ApiRegeneration } from "../../../core/api-types";
import type { ListingSection } from "../../../core/listing/editable";
import type { HistoryView } from "./history/history-dialog";

/** What the product page's regenerate and history controls share. */
export interface Workspace {
  product: ApiProduct;
  sections: ListingSection[];
  running: ApiRegeneration | null;
  /** The last regeneration, when it failed and the creator has not dismissed it. */
  failed: ApiRegeneration | null;
  openRegenerate: (section: ListingSection | null) => void;
  /** Regenerates the whole listing at once, without the dialog (after the product was given its name); failures are a toast. */
  regenerateListing: () => void;
  openHistory: (view?: HistoryView) => void;
  retry: () => void;
  retrying: boolean;
  dismissFailure: () => void;
}

export const WorkspaceContext = createContext<Workspace | null>(null);

/** null outside a product page's workspace: its controls then render nothing. */
export const useWorkspace = () => useContext(WorkspaceContext);
