import type { BrowserContext, Page, Route } from "@playwright/test";

/** Where @paddle/paddle-js loads Paddle.js from. */
export const PADDLE_JS_URL = "https://cdn.paddle.com/paddle/v2/paddle.js";

/**
 * A stand-in for Paddle.js, served at Paddle's CDN address so the page's CSP and the loader see the
 * real URL. It implements what the app calls (Environment.set, Initialize, Update, Checkout.open and
 * close), opens the checkout of a `?_ptxn=` transaction on Initialize as Paddle.js does, and draws
 * a plain overlay that shows what it was given, with 'Pay now' and 'Close' to play the buyer.
 */
const SCRIPT = String.raw`(() => {
  let callback = () => {};
  let environment = "production";
  const emit = (name) => callback({ name, data: {} });
  const removeOverlay = () => {
    const overlay = document.getElementById("fake-paddle-overlay");
    if (overlay) overlay.remove();
    return Boolean(overlay);
  };
  const line = (label, value) => {
    const p = document.createElement("p");
    p.textContent = label + ": " + (value ?? "none");
    return p;
  };
  const Paddle = {
    Initialized: false,
    Environment: { set: (value) => { environment = value; } },
    Initialize(options) {
      Paddle.Initialized = true;
      if (options.eventCallback) callback = options.eventCallback;
      window.__fakePaddle = { token: options.token, environment };
      const transactionId = new URLSearchParams(window.location.search).get("_ptxn");
      if (transactionId) Paddle.Checkout.open({ transactionId });
    },
    Update(options) {
      if (options.eventCallback) callback = options.eventCallback;
    },
    Checkout: {
      open(options) {
        removeOverlay();
        const overlay = document.createElement("div");
        overlay.id = "fake-paddle-overlay";
        overlay.setAttribute("role", "dialog");
        overlay.setAttribute("aria-label", "Paddle Checkout");
        overlay.style.cssText = "position:fixed;inset:0;z-index:2147483647;background:#fff;padding:2rem;display:grid;gap:.5rem;align-content:start";
        const frame = document.createElement("iframe");
        frame.name = "paddle_checkout_frame";
        frame.title = "Paddle";
        frame.style.cssText = "width:1px;height:1px;border:0";
        overlay.append(frame);
        overlay.append(line("Environment", environment));
        overlay.append(line("Price", options.items && options.items[0] ? options.items[0].priceId : null));
        overlay.append(line("Transaction", options.transactionId));
        overlay.append(line("Email", options.customer ? options.customer.email : null));
        overlay.append(line("User", options.customData ? options.customData.userId : null));
        const pay = document.createElement("button");
        pay.textContent = "Pay now";
        pay.onclick = () => {
          emit("checkout.completed");
          const successUrl = options.settings && options.settings.successUrl;
          if (successUrl) window.location.href = successUrl;
        };
        const close = document.createElement("button");
        close.textContent = "Close";
        close.onclick = () => Paddle.Checkout.close();
        overlay.append(pay, close);
        document.body.append(overlay);
        emit("checkout.loaded");
      },
      close() {
        if (removeOverlay()) emit("checkout.closed");
      },
    },
  };
  window.Paddle = Paddle;
  window.PaddleBillingV1 = Paddle;
})();`;

/** Serves the stand-in, or fails the request as a content blocker would when `blocked` says so. */
export async function servePaddleJs(target: Page | BrowserContext, blocked: (route: Route) => boolean = () => false) {
  await target.route(PADDLE_JS_URL, (route) =>
    blocked(route) ? route.abort("blockedbyclient") : route.fulfill({ contentType: "application/javascript", body: SCRIPT }),
  );
}
