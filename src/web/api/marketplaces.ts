import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiProductFile, ApiPublication, ApiPublishing, ApiPublishSelection } from "../../core/marketplaces/api-types";
import type { Marketplace } from "../../core/marketplaces/marketplaces";
import type { SaleDetails } from "../../core/marketplaces/sale-details";
import { ApiError, route } from "../lib/api-client";
import type { Reactions } from "./reactions";

const marketplacesKey = ["marketplaces"] as const;
const publishingKey = (productId: string) => ["products", productId, "publishing"] as const;

/** Settings → Marketplaces: the marketplaces this server offers and the account's connections. */
export function useMarketplaces() {
  return useQuery({ queryKey: marketplacesKey, queryFn: () => route("GET /api/marketplaces") });
}

/** Starts the marketplace's authorization: the browser goes there and comes back to the callback. */
export function useConnectMarketplace(reactions: Reactions<{ url: string }, { marketplace: Marketplace; shop?: string }> = {}) {
  return useMutation({
    ...reactions,
    mutationFn: ({ marketplace, shop }: { marketplace: Marketplace; shop?: string }) =>
      route("POST /api/marketplaces/:marketplace/connect", { params: { marketplace }, body: shop === undefined ? {} : { shop } }),
    onSuccess: async (...args) => {
      await reactions.onSuccess?.(...args);
      window.location.assign(args[0].url);
    },
  });
}

export function useDisconnectMarketplace(reactions: Reactions<null, Marketplace> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (marketplace: Marketplace) => route("DELETE /api/marketplaces/:marketplace", { params: { marketplace } }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: marketplacesKey });
      await reactions.onSuccess?.(...args);
    },
  });
}

const running = (data: ApiPublishing | undefined) =>
  data?.marketplaces.some((m) => m.publication?.status === "queued" || m.publication?.status === "publishing");

/** The publish panel's state; read again every 2 s while a publication is queued or running. */
export function usePublishing(productId: string) {
  return useQuery({
    queryKey: publishingKey(productId),
    queryFn: () => route("GET /api/products/:id/publishing", { params: { id: productId } }),
    refetchInterval: (query) => (running(query.state.data) ? 2000 : false),
  });
}

function useRefreshPublishing(productId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: publishingKey(productId) });
}

export function useSaveSaleDetails(productId: string, reactions: Reactions<{ sale: SaleDetails }, SaleDetails> = {}) {
  const refresh = useRefreshPublishing(productId);
  return useMutation({
    ...reactions,
    mutationFn: (sale: SaleDetails) => route("PUT /api/products/:id/sale-details", { params: { id: productId }, body: sale }),
    onSuccess: async (...args) => {
      await refresh();
      await reactions.onSuccess?.(...args);
    },
  });
}

/** Sends one buyer's file as multipart form data. */
async function uploadFile(productId: string, file: File): Promise<{ file: ApiProductFile }> {
  const form = new FormData();
  form.append("file", file, file.name);
  const response = await fetch(`/api/products/${productId}/files`, { method: "POST", body: form, credentials: "same-origin" });
  const body = (await response.json().catch(() => null)) as ({ file: ApiProductFile } & { error?: { code: string; message: string } }) | null;
  if (!response.ok || !body) throw new ApiError(response.status, body?.error?.code ?? "HTTP_ERROR", body?.error?.message ?? "The upload failed.");
  return body;
}

export function useUploadProductFile(productId: string, reactions: Reactions<{ file: ApiProductFile }, File> = {}) {
  const refresh = useRefreshPublishing(productId);
  return useMutation({
    ...reactions,
    mutationFn: (file: File) => uploadFile(productId, file),
    onSuccess: async (...args) => {
      await refresh();
      await reactions.onSuccess?.(...args);
    },
  });
}

export function useDeleteProductFile(productId: string, reactions: Reactions<null, string> = {}) {
  const refresh = useRefreshPublishing(productId);
  return useMutation({
    ...reactions,
    mutationFn: (fileId: string) => route("DELETE /api/products/:id/files/:fileId", { params: { id: productId, fileId } }),
    onSuccess: async (...args) => {
      await refresh();
      await reactions.onSuccess?.(...args);
    },
  });
}

export function usePublish(productId: string, reactions: Reactions<{ publication: ApiPublication; queued: boolean }, Marketplace> = {}) {
  const refresh = useRefreshPublishing(productId);
  return useMutation({
    ...reactions,
    mutationFn: (marketplace: Marketplace) => route("POST /api/products/:id/publish/:marketplace", { params: { id: productId, marketplace }, body: {} }),
    onSettled: async (...args) => {
      await refresh();
      await reactions.onSettled?.(...args);
    },
  });
}

/** The gallery's "Publish as drafts": a selection queued listing by listing on one marketplace. */
export function usePublishSelection(reactions: Reactions<ApiPublishSelection, { marketplace: Marketplace; ids: string[] }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: ({ marketplace, ids }: { marketplace: Marketplace; ids: string[] }) =>
      route("POST /api/products/publish/:marketplace", { params: { marketplace }, body: { ids } }),
    onSettled: async (...args) => {
      // Each listing's publish card reads its publication again when next opened.
      await Promise.all((args[2]?.ids ?? []).map((id) => queryClient.invalidateQueries({ queryKey: publishingKey(id) })));
      await reactions.onSettled?.(...args);
    },
  });
}
