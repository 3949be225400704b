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
  productCount: number;
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
}

export interface ApiErrorBody {
  error: { code: string; message: string; details?: Record<string, string[]> };
}
