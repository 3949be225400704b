import type { ResponseOf } from "../../core/api-contract";
import type { CreateProductRequest, DuplicateProduct, UploadResponse } from "../../core/api-types";
import { api, ApiError } from "../lib/api-client";
import { sendForm } from "../lib/send-form";

// The two requests that make a product, kept out of products.ts (which re-exports them, decision
// 037) so a test can replace them with vi.mock: products.ts' own hooks would otherwise call the
// original through their module-local reference.

export const createProduct = (body: CreateProductRequest) => api<ResponseOf<"POST /api/products">>("/api/products", { method: "POST", body });

/** The existing product when the server answered 409 DUPLICATE, else null. */
export function duplicateOf(error: unknown): DuplicateProduct | null {
  if (!(error instanceof ApiError) || error.code !== "DUPLICATE") return null;
  return (error.payload as { duplicate?: DuplicateProduct } | undefined)?.duplicate ?? null;
}

/** Uploads images as multipart form data; resolves with what was stored and what was refused (and why). */
export function uploadImages(files: File[], onProgress?: (fraction: number) => void): Promise<UploadResponse> {
  const form = new FormData();
  for (const file of files) form.append("files", file, file.name);
  return sendForm<UploadResponse>("/api/uploads", form, onProgress);
}
