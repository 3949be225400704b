import { useNavigate } from "react-router";
import { toast } from "sonner";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useMe } from "../../../api/session";
import type { Tier } from "../../../../core/plans";
import { useCustomerPortal } from "../../../api/billing";
import { resendConfirmation, RESEND_TEXTS } from "./resend-confirmation";

const PORTAL_TEXTS = {
  failed: "Could not open subscription management",
  fallback: "Please try again or contact support",
} as const;

/**
 * Opens Paddle's customer portal; in simulated mode the server answers with the local stand-in
 * page. `mutate(tier)` names the plan whose button asked.
 */
export function useManageSubscription() {
  const navigate = useNavigate();
  const { data: me } = useMe();
  return useCustomerPortal<Tier>({
    onSuccess: async (url) => {
      const target = new URL(url, window.location.origin);
      if (target.origin !== window.location.origin) return window.location.assign(target.href);
      await navigate(`${target.pathname}${target.search}${target.hash}`);
    },
    onError: (error) => {
      const description = errorMessage(error, PORTAL_TEXTS.fallback);
      // The portal opens only for a confirmed e-mail: offer the link again rather than a dead end.
      const email = me?.user.email;
      if (error instanceof ApiError && error.code === "EMAIL_UNCONFIRMED" && email) {
        return void toast.error(PORTAL_TEXTS.failed, {
          description,
          duration: Infinity,
          action: { label: RESEND_TEXTS.action, onClick: () => void resendConfirmation(email) },
        });
      }
      toast.error(PORTAL_TEXTS.failed, { description });
    },
  });
}
