import type { UseMutationOptions } from "@tanstack/react-query";

/**
 * What a screen adds to a resource's mutation: toasts, navigation, closing a dialog (decision 037).
 * Given to the hook, not to `mutate`, so they still run when the screen has gone by the answer.
 * The hook does its own cache work around them; each hook says in which order.
 */
export type Reactions<TData, TVariables, TContext = unknown> = Pick<
  UseMutationOptions<TData, Error, TVariables, TContext>,
  "onMutate" | "onSuccess" | "onError" | "onSettled"
>;
