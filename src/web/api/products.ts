import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import type { ApiProduct, CreateProductRequest, CreateProductResponse } from "../../core/api-types";
import { DEFAULT_GALLERY_STATUS, type GalleryStatus } from "../../core/products/gallery-status";
import { createProduct } from "./product-requests";
import { ApiError, route } from "../lib/api-client";
import { fetchProduct, productKeys } from "./products-shell";
import type { Reactions } from "./reactions";
import { meKey } from "./session";
import { subscriptionKey } from "./subscription";

// Products: the gallery, the dashboard's lists, one product, and what changes them (creating,
// archiving, retrying, deleting). The key factory and the product fetcher are in products-shell.ts.

export { fetchProduct, productKeys } from "./products-shell";
export { createProduct, duplicateOf, uploadImages } from "./product-requests";

interface ProductListQuery {
  search?: string;
  status?: GalleryStatus;
  cursor?: string | null;
  limit?: number;
}

function fetchProducts({ search, status = DEFAULT_GALLERY_STATUS, cursor, limit }: ProductListQuery, signal?: AbortSignal) {
  const query = {
    search: search || undefined,
    status: status === DEFAULT_GALLERY_STATUS ? undefined : status,
    cursor: cursor || undefined,
    limit: limit || undefined,
  };
  return route("GET /api/products", { query, signal });
}

const fetchLatestProduct = () => route("GET /api/products/latest").then((r) => r.product);

const archiveProduct = (id: string) => route("POST /api/products/:id/archive", { params: { id } }).then((r) => r.product);

/** Puts a failed product back in generation (it takes a plan slot again). */
const retryProduct = (id: string) => route("POST /api/products/:id/retry", { params: { id } }).then((r) => r.product);

/** Deletes a failed product; finished ones are archived instead. */
const deleteProduct = (id: string) => route("DELETE /api/products/:id", { params: { id } });

/** Asks the server to e-mail this address once the listing is ready (sent at most once). */
export const notifyWhenReady = (productId: string, email: string) => route("POST /api/products/:id/notify", { params: { id: productId }, body: { email } });

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const isPlanLimit = (error: unknown) => error instanceof ApiError && error.code === "PLAN_LIMIT";

/** While its listing is being generated, the product page reads the product again this often. */
const PRODUCT_POLL_MS = 3_000;

/** The product; re-read every 3 s while its listing is still being generated. */
export function useProduct(id: string) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: () => fetchProduct(id),
    refetchInterval: (query) => (query.state.data?.status === "pending" ? PRODUCT_POLL_MS : false),
  });
}

/** The gallery, a server page at a time; the previous results stay up while a new search loads. */
export function useGalleryProducts(search: string, status: GalleryStatus) {
  return useInfiniteQuery({
    queryKey: productKeys.list(search, status),
    queryFn: ({ pageParam, signal }) => fetchProducts({ search, status, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** The dashboard's newest finished product, or null. */
export function useLatestProduct() {
  return useQuery({ queryKey: productKeys.latest, queryFn: fetchLatestProduct });
}

/** The dashboard shows this many of each; the gallery's filter has the rest. */
const STATUS_LIST_LIMIT = 5;
/** While listings are being generated, how often the dashboard looks whether they are done. */
const STATUS_LIST_POLL_MS = 5_000;

/** The newest non-archived listings with this status. */
export function useStatusProducts(status: Exclude<GalleryStatus, "complete">) {
  return useQuery({
    queryKey: productKeys.withStatus(status),
    queryFn: ({ signal }) => fetchProducts({ status, limit: STATUS_LIST_LIMIT }, signal),
    refetchInterval: (query) => (status === "pending" && (query.state.data?.items.length ?? 0) > 0 ? STATUS_LIST_POLL_MS : false),
  });
}

/**
 * The listings in progress, polled while there are any. When one leaves the list (finished or
 * failed), the figures it changes are read again: the latest product, the failed list, the counts.
 */
export function usePendingProducts() {
  const query = useStatusProducts("pending");
  const queryClient = useQueryClient();
  const previous = useRef<string[]>([]);
  const listed = query.data ? query.data.items.map((item) => item.id).join(",") : null;
  useEffect(() => {
    if (listed === null) return;
    const ids = listed ? listed.split(",") : [];
    const left = previous.current.some((id) => !ids.includes(id));
    previous.current = ids;
    if (!left) return;
    for (const queryKey of [productKeys.latest, productKeys.withStatus("failed"), subscriptionKey, meKey]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [listed, queryClient]);
  return query;
}

/** Reads the product again: an event stream, a conflict or a finished regeneration said it changed. */
export function useRereadProduct(id: string) {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: productKeys.detail(id) }), [queryClient, id]);
}

/** The product as cached at the moment of the call, for a handler that runs long after the render (an Undo in a toast). */
export function useCachedProduct(id: string) {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.getQueryData<ApiProduct>(productKeys.detail(id)), [queryClient, id]);
}

/**
 * Re-reads what a listing finishing or failing elsewhere changes (the creation overlay saw it):
 * every product list and the plan's counts, and unless `session` is false the session's figures.
 */
export function useRereadProducts() {
  const queryClient = useQueryClient();
  return useCallback(
    ({ session = true }: { session?: boolean } = {}) => {
      for (const queryKey of [productKeys.all, subscriptionKey, ...(session ? [meKey] : [])]) void queryClient.invalidateQueries({ queryKey });
    },
    [queryClient],
  );
}

/** Every list, count and plan figure a new, archived, retried or deleted product can change. */
const refreshAfterChange = (queryClient: QueryClient) =>
  Promise.all([productKeys.all, subscriptionKey, meKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/**
 * Archives the product. The gallery's cached pages are dropped before the caller's onSuccess (which
 * may open the gallery: it would show the product for a moment), the rest is re-read after it.
 */
export function useArchiveProduct(id: string, reactions: Reactions<ApiProduct, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: () => archiveProduct(id),
    onSuccess: async (...args) => {
      queryClient.removeQueries({ queryKey: [...productKeys.all, "list"] });
      await reactions.onSuccess?.(...args);
      await refreshAfterChange(queryClient);
    },
  });
}

/** Puts a failed product back in generation; the lists and counts are re-read after the caller's reactions, either way. */
export function useRetryProduct(reactions: Reactions<ApiProduct, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: retryProduct,
    onSuccess: async (...args) => {
      await reactions.onSuccess?.(...args);
      await refreshAfterChange(queryClient);
    },
    onError: async (...args) => {
      await reactions.onError?.(...args);
      // A 409 means the product changed meanwhile (another tab retried or it was made again).
      await refreshAfterChange(queryClient);
    },
  });
}

/** Gives the product its name (issue 29); the answer replaces the cached product before the caller's onSuccess. */
export function useSetProductName(id: string, reactions: Reactions<ApiProduct, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (productName: string) => route("PATCH /api/products/:id/name", { params: { id }, body: { productName } }).then((r) => r.product),
    onSuccess: async (...args) => {
      queryClient.setQueryData(productKeys.detail(id), args[0]);
      await reactions.onSuccess?.(...args);
    },
  });
}

/** Deletes a failed product (it used no plan slot); its cached page goes after the caller's onSuccess. */
export function useDeleteProduct(reactions: Reactions<null, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: deleteProduct,
    onSuccess: async (...args) => {
      await reactions.onSuccess?.(...args);
      queryClient.removeQueries({ queryKey: productKeys.detail(args[1]) });
      await refreshAfterChange(queryClient);
    },
  });
}

/**
 * POST /api/products. A clash with an existing title (409, see duplicateOf) and a full plan (403,
 * see isPlanLimit) come back as errors; a full plan re-reads the plan, a new product every count.
 */
export function useCreateProduct<TContext>(reactions: Reactions<CreateProductResponse, CreateProductRequest, TContext> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactions,
    mutationKey: [...productKeys.all, "create"],
    mutationFn: createProduct,
    onSuccess: async (...args) => {
      for (const queryKey of [subscriptionKey, meKey, productKeys.all]) void queryClient.invalidateQueries({ queryKey });
      await reactions.onSuccess?.(...args);
    },
    onError: async (...args) => {
      if (isPlanLimit(args[0])) void queryClient.invalidateQueries({ queryKey: subscriptionKey });
      await reactions.onError?.(...args);
    },
  });
}
