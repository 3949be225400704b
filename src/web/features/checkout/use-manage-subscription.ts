import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { errorMessage } from "../../lib/api-client";
import { fetchPortalUrl } from "./billing-api";

export const PORTAL_TEXTS = {
  failed: "Could not open subscription management",
  fallback: "Please try again or contact support",
} as const;

/** Paddle's customer portal; in simulated mode the server answers with the local stand-in page. */
export function useManageSubscription() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: fetchPortalUrl,
    onSuccess: async (url) => {
      const target = new URL(url, window.location.origin);
      if (target.origin !== window.location.origin) return window.location.assign(target.href);
      await navigate(`${target.pathname}${target.search}${target.hash}`);
    },
    onError: (error) => void toast.error(PORTAL_TEXTS.failed, { description: errorMessage(error, PORTAL_TEXTS.fallback) }),
  });
}
