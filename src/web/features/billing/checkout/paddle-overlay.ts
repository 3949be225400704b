import { initializePaddle, type Paddle, type PaddleEventData } from "@paddle/paddle-js";
import type { CheckoutResponse, PaymentsConfig } from "../../../../core/api-types";

/** Loaded only in Paddle mode (dynamic import): Paddle.js comes from Paddle's CDN. */
export interface OverlayEvents {
  completed: () => void;
  /** Closed before paying. */
  cancelled: () => void;
  failed: () => void;
}

// Paddle.js is a page-wide singleton whose event callback is fixed when it is initialised, so the
// callback forwards to the checkout that is open now.
let loading: Promise<Paddle | undefined> | null = null;
let open: { events: OverlayEvents; completed: boolean } | null = null;

function forward(event: PaddleEventData) {
  const checkout = open;
  const name: string | undefined = event.name;
  if (!checkout) return;
  if (name === "checkout.completed") {
    checkout.completed = true;
    checkout.events.completed();
  } else if (name === "checkout.closed") {
    open = null;
    if (!checkout.completed) checkout.events.cancelled();
  } else if (name === "checkout.error") {
    checkout.events.failed();
  }
}

async function loadPaddle(payments: PaymentsConfig): Promise<Paddle> {
  if (!payments.clientToken) throw new Error("Paddle has no client token configured");
  loading ??= initializePaddle({ token: payments.clientToken, environment: payments.environment, eventCallback: forward });
  const paddle = await loading.catch(() => undefined);
  if (!paddle) {
    // @paddle/paddle-js remembers a failed load for the life of the page, so asking again gives the
    // same answer at once (the checkout then falls back to the direct link); a reload starts afresh.
    loading = null;
    throw new Error("Paddle.js could not be loaded");
  }
  return paddle;
}

/**
 * The payment-link page (`/pay?_ptxn=txn_…`). Paddle.js opens the checkout of the transaction in the
 * address by itself when it initialises, so the events are routed here before it loads; when this
 * page initialised it earlier (the visitor came from the pricing page), the checkout is opened here.
 */
export async function openPaymentLink(transactionId: string, payments: PaymentsConfig, events: OverlayEvents): Promise<() => void> {
  const initialisedBefore = loading !== null;
  open = { events, completed: false };
  try {
    const paddle = await loadPaddle(payments);
    if (initialisedBefore) paddle.Checkout.open({ transactionId, settings: { displayMode: "overlay" } });
    return () => {
      open = null;
      paddle.Checkout.close();
    };
  } catch (error) {
    open = null;
    throw error;
  }
}

/** Opens the overlay and returns a function that closes it silently; throws when Paddle.js cannot load. */
export async function openPaddleOverlay(checkout: CheckoutResponse, payments: PaymentsConfig, events: OverlayEvents): Promise<() => void> {
  const paddle = await loadPaddle(payments);
  open = { events, completed: false };
  try {
    paddle.Checkout.open({
      items: [{ priceId: checkout.priceId, quantity: 1 }],
      customer: { email: checkout.customerEmail },
      customData: checkout.customData,
      settings: { displayMode: "overlay", successUrl: checkout.successUrl },
    });
  } catch (error) {
    open = null;
    throw error;
  }
  return () => {
    open = null;
    paddle.Checkout.close();
  };
}
