import { ApiError } from "./api-client";

/**
 * POSTs multipart form data. XMLHttpRequest rather than fetch because only it reports upload
 * progress. Resolves with the JSON body of a 2xx; anything else is an ApiError carrying the
 * server's code, message and whole body.
 */
export function sendForm<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, "NETWORK", "The upload could not reach the server."));
    request.onload = () => {
      const body = request.response as (T & { error?: { code: string; message: string } }) | null;
      if (request.status >= 200 && request.status < 300 && body) return resolve(body);
      reject(new ApiError(request.status, body?.error?.code ?? "HTTP_ERROR", body?.error?.message ?? "Upload failed", undefined, body));
    };
    request.send(form);
  });
}
