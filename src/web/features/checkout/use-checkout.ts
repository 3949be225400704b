import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { CheckoutRequest, CheckoutResponse } from "../../../core/api-types";
import type { PaidTier } from "../../../core/billing";
import { ApiError, errorMessage } from "../../lib/api-client";
import { usePublicConfig } from "../auth/use-public-config";
import { fetchCheckoutLink, startCheckout } from "./billing-api";
import { rememberCheckout } from "./checkout-storage";

export const CHECKOUT_TEXTS = {
  processing: "Processing your request, please wait...",
  signedOut: "Please sign in before making a purchase",
  noEmail: "Unable to retrieve your email. Please sign in again.",
  failed: { title: "Checkout error", fallback: "Checkout could not be started. Please try again." },
  fallback: { title: "Checkout issue detected", description: "Using direct checkout instead due to technical issues." },
} as const;

/** Paddle's overlay frame; a blocked script or frame leaves none behind. */
const OVERLAY_FRAME = 'iframe[name="paddle_checkout_frame"], .paddle-frame';
const FRAME_PROBE_MS = 1_000;

const delay = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

function showStartError(error: unknown, id: string | number) {
  if (error instanceof ApiError && error.status === 401) return void toast.error(CHECKOUT_TEXTS.signedOut, { id });
  if (error instanceof ApiError && error.status === 400) return void toast.error(CHECKOUT_TEXTS.noEmail, { id });
  toast.error(CHECKOUT_TEXTS.failed.title, { id, description: errorMessage(error, CHECKOUT_TEXTS.failed.fallback) });
}

/** Paddle's hosted checkout in a new tab, for when the overlay cannot show. */
async function openDirectCheckout(plan: CheckoutRequest, id?: string | number) {
  toast.error(CHECKOUT_TEXTS.fallback.title, { id, description: CHECKOUT_TEXTS.fallback.description });
  try {
    window.open(await fetchCheckoutLink(plan), "_blank", "noopener");
  } catch (error) {
    toast.error(CHECKOUT_TEXTS.failed.title, { description: errorMessage(error, CHECKOUT_TEXTS.failed.fallback) });
  }
}

/** Starts a checkout: the local stand-in page in simulated mode, Paddle's overlay otherwise. */
export function useCheckout() {
  const navigate = useNavigate();
  const config = usePublicConfig();
  const [pendingTier, setPendingTier] = useState<PaidTier | null>(null);
  const running = useRef(false);

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
    await delay(FRAME_PROBE_MS);
    if (!document.querySelector(OVERLAY_FRAME)) events.failed();
  }

  async function start(plan: CheckoutRequest) {
    if (running.current) return;
    running.current = true;
    setPendingTier(plan.tier);
    const toastId = toast.loading(CHECKOUT_TEXTS.processing);
    try {
      const checkout = await startCheckout(plan);
      rememberCheckout(plan);
      if (checkout.mode === "simulated") {
        toast.dismiss(toastId);
        await navigate(checkout.simulatedUrl ?? `/checkout/simulated?tier=${plan.tier}&interval=${plan.interval}`);
      } else {
        await openOverlay(checkout, plan, toastId);
      }
    } catch (error) {
      showStartError(error, toastId);
    } finally {
      running.current = false;
      setPendingTier(null);
    }
  }

  return { start, pendingTier };
}
