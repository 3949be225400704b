import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { CheckoutRequest, CheckoutResponse } from "../../../../core/api-types";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { sleep } from "../../../lib/sleep";
import { usePublicConfig } from "../../../api/config";
import { fetchCheckoutLink, useStartCheckout } from "../../../api/billing";
import { trackBeginCheckout } from "../../../lib/analytics/use-track";
import { rememberCheckout } from "./checkout-storage";

export const CHECKOUT_TEXTS = {
  processing: "Processing your request, please wait...",
  signedOut: "Please sign in before making a purchase",
  noEmail: "Unable to retrieve your email. Please sign in again.",
  failed: { title: "Checkout error", fallback: "Checkout could not be started. Please try again." },
  fallback: { title: "Checkout issue detected", description: "Using direct checkout instead due to technical issues." },
  openLink: "Open checkout",
} as const;

/** Long enough to find the toast's button when the browser blocked the new tab. */
const FALLBACK_TOAST_MS = 30_000;

/** Paddle's overlay frame; a blocked script or frame leaves none behind. */
const OVERLAY_FRAME = 'iframe[name="paddle_checkout_frame"], .paddle-frame';
const FRAME_PROBE_MS = 1_000;

const isMissingEmail = (error: unknown) => error instanceof ApiError && error.code === "EMAIL_REQUIRED";

function showStartError(error: unknown, id?: string | number) {
  if (error instanceof ApiError && error.status === 401) return void toast.error(CHECKOUT_TEXTS.signedOut, { id });
  if (isMissingEmail(error)) return void toast.error(CHECKOUT_TEXTS.noEmail, { id });
  // The account already pays: the server says to switch plans instead of buying a second subscription.
  if (error instanceof ApiError && error.status === 409) return void toast.error(error.message, { id });
  toast.error(CHECKOUT_TEXTS.failed.title, { id, description: errorMessage(error, CHECKOUT_TEXTS.failed.fallback) });
}

/**
 * Paddle's hosted checkout in a new tab, for when the overlay cannot show. This runs long after the
 * click, so browsers may block the tab; "noopener" would hide that (window.open then returns null
 * either way), and the toast's button opens the link from a click of the user's own.
 */
async function openDirectCheckout(plan: CheckoutRequest, id?: string | number) {
  const fallback = { description: CHECKOUT_TEXTS.fallback.description, duration: FALLBACK_TOAST_MS };
  const toastId = toast.error(CHECKOUT_TEXTS.fallback.title, { ...fallback, id });
  try {
    const url = await fetchCheckoutLink(plan);
    const opened = window.open(url, "_blank");
    if (opened) opened.opener = null;
    const action = { label: CHECKOUT_TEXTS.openLink, onClick: () => window.open(url, "_blank", "noopener") };
    toast.error(CHECKOUT_TEXTS.fallback.title, { ...fallback, id: toastId, action });
  } catch (error) {
    toast.error(CHECKOUT_TEXTS.failed.title, { id: toastId, description: errorMessage(error, CHECKOUT_TEXTS.failed.fallback) });
  }
}

/**
 * Starts a checkout: the local stand-in page in simulated mode, Paddle's overlay otherwise. One at a
 * time; `pendingTier` is the plan whose checkout runs, until the buyer is on their way.
 */
export function useCheckout() {
  const navigate = useNavigate();
  const config = usePublicConfig();
  // Aborted on unmount: the overlay probe must not open a checkout tab after the user has left.
  const lifetime = useRef(new AbortController());

  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);

  async function openOverlay(checkout: CheckoutResponse, plan: CheckoutRequest, toastId: string | number) {
    let settled = false;
    let close: () => void = () => {};
    const once = (action: () => void) => () => {
      if (settled) return;
      settled = true;
      action();
    };
    const events = {
      // Paddle itself redirects to the success URL; the router gets there first when it has not.
      completed: once(() => {
        if (window.location.pathname !== "/success") void navigate("/success");
      }),
      cancelled: once(() => void navigate("/pricing?checkout=cancelled")),
      failed: once(() => {
        close();
        void openDirectCheckout(plan);
      }),
    };
    try {
      const payments = config.data?.payments ?? (await config.refetch()).data?.payments;
      if (!payments) throw new Error("The payment settings could not be loaded");
      const { openPaddleOverlay } = await import("./paddle-overlay");
      close = await openPaddleOverlay(checkout, payments, events);
    } catch (error) {
      console.warn("Paddle checkout could not open", error);
      settled = true;
      return openDirectCheckout(plan, toastId);
    }
    toast.dismiss(toastId);
    const { signal } = lifetime.current;
    await sleep(FRAME_PROBE_MS, signal);
    if (!signal.aborted && !document.querySelector(OVERLAY_FRAME)) events.failed();
  }

  const checkout = useStartCheckout({
    onMutate: () => ({ toastId: toast.loading(CHECKOUT_TEXTS.processing) }),
    onSuccess: async (response, plan, { toastId }) => {
      rememberCheckout(plan);
      trackBeginCheckout(plan);
      if (response.mode !== "simulated") return openOverlay(response, plan, toastId);
      toast.dismiss(toastId);
      await navigate(response.simulatedUrl ?? `/checkout/simulated?tier=${plan.tier}&interval=${plan.interval}`);
    },
    onError: (error, _plan, context) => showStartError(error, context?.toastId),
  });

  return { start: checkout.start, pendingTier: checkout.isPending ? checkout.variables.tier : null };
}
