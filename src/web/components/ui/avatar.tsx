import { createContext, use, useState, type ComponentProps } from "react";
import { cn } from "../../lib/cn";

type Status = "loading" | "loaded" | "failed";
const AvatarStatus = createContext<{ status: Status; setStatus: (status: Status) => void }>({ status: "loading", setStatus: () => {} });

/**
 * Sized by the caller (e.g. `size-9`). The picture shows once it has loaded; until then, or if it
 * fails, the fallback does. Written here rather than taken from Radix: the header shows one on
 * every page, and this keeps Radix out of the app shell (decision 033).
 */
export function Avatar({ className, ...props }: ComponentProps<"span">) {
  const [status, setStatus] = useState<Status>("loading");
  return (
    <AvatarStatus value={{ status, setStatus }}>
      <span className={cn("relative flex shrink-0 overflow-hidden rounded-full", className)} {...props} />
    </AvatarStatus>
  );
}

export function AvatarImage({ className, alt = "", ...props }: ComponentProps<"img">) {
  const { status, setStatus } = use(AvatarStatus);
  return (
    <img
      alt={alt}
      hidden={status !== "loaded"}
      onLoad={() => setStatus("loaded")}
      onError={() => setStatus("failed")}
      className={cn("aspect-square size-full object-cover", className)}
      {...props}
    />
  );
}

export function AvatarFallback({ className, ...props }: ComponentProps<"span">) {
  const { status } = use(AvatarStatus);
  if (status === "loaded") return null;
  return (
    <span className={cn("flex size-full items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground", className)} {...props} />
  );
}
