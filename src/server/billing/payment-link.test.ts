import { describe, expect, it } from "vitest";
import { paymentLinkPage } from "./checkout-link";

describe("the page Paddle's checkout links lead to", () => {
  it("is our /pay page on an https address", () => {
    expect(paymentLinkPage("https://listcraft.example")).toBe("https://listcraft.example/pay");
    expect(paymentLinkPage("https://listcraft.example/")).toBe("https://listcraft.example/pay");
  });

  it("is left to Paddle's default payment link on plain http, which Paddle refuses", () => {
    expect(paymentLinkPage("http://localhost:3000")).toBeNull();
    expect(paymentLinkPage("http://127.0.0.1:5173")).toBeNull();
  });
});
