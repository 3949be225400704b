import type { Resolver } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { lazyResolver } from "./lazy-resolver";

type Values = { email: string };
const valid: Resolver<Values> = async (values) => ({ values, errors: {} });
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe("lazyResolver", () => {
  it("loads the real resolver on the first validation only, and validates with it", async () => {
    const load = vi.fn(async () => valid);
    const { resolver } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    expect(await resolver({ email: "a@example.com" }, undefined, options)).toEqual({ values: { email: "a@example.com" }, errors: {} });
    await resolver({ email: "b@example.com" }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts loading on preload, and tries again after a failed download", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(valid);
    const { resolver, preload } = lazyResolver<Values, unknown, Values>(load);
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(async () => expect(await resolver({ email: "c@example.com" }, undefined, options)).toMatchObject({ errors: {} }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
