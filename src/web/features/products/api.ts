import type {
  ApiProduct,
  CreateProductRequest,
  CreateProductResponse,
  DuplicateProduct,
  ProductListResponse,
  UploadResponse,
} from "../../../core/api-types";
import { api, ApiError } from "../../lib/api-client";

export const productKeys = {
  all: ["products"] as const,
  list: (search: string) => ["products", "list", search] as const,
  latest: ["products", "latest"] as const,
  detail: (id: string) => ["products", "detail", id] as const,
};

export function fetchProducts(search: string, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (cursor) params.set("cursor", cursor);
  return api<ProductListResponse>(`/api/products?${params.toString()}`, { signal });
}

export const fetchLatestProduct = () => api<{ product: ApiProduct | null }>("/api/products/latest").then((r) => r.product);

export const fetchProduct = (id: string) => api<{ product: ApiProduct }>(`/api/products/${encodeURIComponent(id)}`).then((r) => r.product);

export const archiveProduct = (id: string) =>
  api<{ product: ApiProduct }>(`/api/products/${encodeURIComponent(id)}/archive`, { method: "POST" }).then((r) => r.product);

export const createProduct = (body: CreateProductRequest) => api<CreateProductResponse>("/api/products", { method: "POST", body });

/** The existing product when the server answered 409 DUPLICATE, else null. */
export function duplicateOf(error: unknown): DuplicateProduct | null {
  if (!(error instanceof ApiError) || error.code !== "DUPLICATE") return null;
  return (error.payload as { duplicate?: DuplicateProduct } | undefined)?.duplicate ?? null;
}

/**
 * Uploads images as multipart form data. XMLHttpRequest rather than fetch because only it
 * reports upload progress. Resolves with what was stored and what was refused (and why).
 */
export function uploadImages(files: File[], onProgress?: (fraction: number) => void): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append("files", file, file.name);
    const request = new XMLHttpRequest();
    request.open("POST", "/api/uploads");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, "NETWORK", "The upload could not reach the server."));
    request.onload = () => {
      const body = request.response as (UploadResponse & { error?: { code: string; message: string } }) | null;
      if (request.status >= 200 && request.status < 300 && body) return resolve(body);
      reject(new ApiError(request.status, body?.error?.code ?? "HTTP_ERROR", body?.error?.message ?? "Upload failed", undefined, body));
    };
    request.send(form);
  });
}
