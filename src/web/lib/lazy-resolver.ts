import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver that loads itself (the form's zod schema, and zod with it) on the
 * first validation, for forms on the pages a first visit opens (decision 033). `preload` starts
 * the download early, e.g. when the form first takes focus. A failed download is tried again.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(load: () => Promise<Resolver<Input, Context, Output>>) {
  let loading: Promise<Resolver<Input, Context, Output>> | null = null;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Input, Context, Output> = async (values, context, options) => (await get())(values, context, options);
  return { resolver, preload: () => void get().catch(() => undefined) };
}
