import { api } from "../../lib/api-client";

/** Asks the server to e-mail this address once the listing is ready (sent at most once). */
export const notifyWhenReady = (productId: string, email: string) =>
  api<{ ok: true }>(`/api/products/${encodeURIComponent(productId)}/notify`, { method: "POST", body: { email } });
