import type { CreateProductRequest, CreateProductResponse, DuplicateProduct, UploadResponse } from "../../core/api-types";
import { api, ApiError } from "../lib/api-client";

// The two requests that make a product, kept out of products.ts (which re-exports them, decision
// 037) so a test can replace them with vi.mock: products.ts' own hooks would otherwise call the
// original through their module-local reference.

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
