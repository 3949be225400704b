import type { Tier } from "./plans";

/** Shapes the API returns; the SPA reads them, the server produces them. */
export interface ApiUser {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  createdAt: string;
}

export interface ApiSubscription {
  tier: Tier;
  maxProducts: number;
  /** Completed products (the spec's product_count), shown in the usage pill. */
  productCount: number;
  /** Products that use up the plan: pending and complete, archived included. The create page's cap. */
  slotsUsed: number;
  updatedAt: string;
}

export interface ApiNotificationSettings {
  emailNotifications: boolean;
  marketingEmails: boolean;
}

export interface MeResponse {
  user: ApiUser;
  isAdmin: boolean;
  hasPassword: boolean;
  completedProducts: number;
}

/** GET /api/session: the signed-in user, or null for a visitor (never a 401). */
export interface SessionResponse {
  me: MeResponse | null;
}

export interface PublicConfig {
  googleEnabled: boolean;
  /** Shown when a listing takes too long, so the creator can reach a person. */
  supportEmail: string;
}

export interface ApiErrorBody {
  error: { code: string; message: string; details?: Record<string, string[]> };
}

export type ApiProductStatus = "pending" | "complete" | "failed";

export interface ApiUpload {
  id: string;
  name: string;
  url: string;
  thumbnailUrl: string;
  contentType: string;
  width: number;
  height: number;
  size: number;
}

export interface UploadResponse {
  uploads: ApiUpload[];
  failed: Array<{ name: string; reason: string }>;
}

/** A product as the product page and the result card read it. */
export interface ApiProduct {
  id: string;
  title: string;
  shortDescription: string | null;
  longDescription: string | null;
  features: string[];
  benefits: string[];
  keywords: string[];
  usp: string[];
  /** Paid plans only: null when the viewer's plan does not include use cases. */
  useCases: string[] | null;
  cta: string | null;
  whyChooseUs: string | null;
  category: string;
  thumbnailUrl: string | null;
  images: string[];
  archived: boolean;
  /** Derived: "complete" also when features, benefits and keywords are all filled. */
  status: ApiProductStatus;
  addons: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

/** A gallery card. */
export interface ApiProductSummary {
  id: string;
  title: string;
  shortDescription: string | null;
  thumbnailUrl: string | null;
  category: string;
  status: ApiProductStatus;
  createdAt: string;
}

export interface ProductListResponse {
  items: ApiProductSummary[];
  nextCursor: string | null;
}

export interface DuplicateProduct {
  id: string;
  title: string;
  category: string;
  createdAt: string;
  archived: boolean;
}

export interface CreateProductRequest {
  description: string;
  category: "course" | "planner" | "wallart";
  targetPlatform: string[];
  fileFormats: string | null;
  screenshotIds: string[];
  testimonial: { content: string; title: string; avatarId: string } | null;
  beforeAfter: { beforeId: string; afterId: string } | null;
  /** How to resolve a duplicate title: replace archives the old one, unique appends " (n)". */
  onDuplicate?: "replace" | "unique";
}

export interface CreateProductResponse {
  product: ApiProduct;
  /** The toast to show, e.g. 'Product created with title: "…".' when the title was changed. */
  message: string | null;
}
