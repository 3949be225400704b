import { useEffect, useState } from "react";

/**
 * A data: URL previewing a picked file. Not a blob: URL, which would be simpler, because the
 * Content-Security-Policy allows images only from 'self', data: and https:.
 */
export function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === "string" ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url;
}
