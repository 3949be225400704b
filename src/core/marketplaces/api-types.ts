import type { Marketplace } from "./marketplaces";
import type { PreflightProblem } from "./preflight";
import type { PublishError } from "./publish-error";
import type { SaleDetails } from "./sale-details";

export interface ApiProductFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
}

/** What the browser may know of a marketplace connection: never a token. */
export interface ApiConnection {
  marketplace: Marketplace;
  shopId: string;
  shopName: string | null;
  needsReconnect: boolean;
  connectedAt: string;
}

export interface ApiMarketplaces {
  marketplaces: Array<{ marketplace: Marketplace; name: string; connection: ApiConnection | null }>;
  /** Notices the marketplaces' API terms ask the app to show (Etsy's trademark notice). */
  notices: string[];
}

export interface ApiPublication {
  id: string;
  marketplace: Marketplace;
  status: "queued" | "publishing" | "draft" | "failed";
  listingVersion: number;
  remoteId: string | null;
  remoteUrl: string | null;
  lastError: PublishError | null;
  requestedAt: string;
  publishedAt: string | null;
}

/** What a publish would send: shown to every plan. */
export interface ApiPublishPreview {
  title: string;
  description: string;
  tags: string[];
  price: number | null;
  currency: string;
  images: Array<{ position: number; altText: string }>;
  files: string[];
  etsy?: { whoMade: string; whenMade: string; taxonomyId: number; taxonomyPath: string | null; type: "download" };
}

/** The product page's publish panel: GET /api/products/:id/publishing. */
export interface ApiPublishing {
  canPublish: boolean;
  sale: SaleDetails;
  files: ApiProductFile[];
  marketplaces: Array<{
    marketplace: Marketplace;
    name: string;
    connection: ApiConnection | null;
    problems: PreflightProblem[];
    preview: ApiPublishPreview;
    publication: ApiPublication | null;
  }>;
}

/** One selected listing's outcome in POST /api/products/publish/:marketplace (the gallery's "Publish as drafts"). */
export type ApiSelectionOutcome =
  | { productId: string; title: string; outcome: "queued" | "running"; publication: ApiPublication }
  | { productId: string; title: string | null; outcome: "skipped"; reason: string; problems: PreflightProblem[] };

export interface ApiPublishSelection {
  marketplace: Marketplace;
  /** In the order the listings were sent, each once. */
  results: ApiSelectionOutcome[];
}
