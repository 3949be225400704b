import { lazy } from "react";
import type * as Sonner from "sonner";

type Toast = typeof Sonner.toast;
type Call = (real: Toast) => unknown;
type Options = { id?: string | number } | undefined;

/**
 * A toast() that can be called before sonner has loaded: it hands out the toast's id at once, queues
 * the call, and loads sonner on the first toast; calls made once it is there go straight through.
 */
export function createLazyToast(load: () => Promise<Toast>): Toast {
  let real: Toast | null = null;
  let queue: Call[] = [];
  let loading = false;
  let counter = 0;

  const run = (call: Call) => {
    if (real) return call(real);
    queue.push(call);
    if (loading) return undefined;
    loading = true;
    load().then(
      (loaded) => {
        real = loaded;
        for (const queued of queue.splice(0)) queued(loaded);
      },
      // Offline: these toasts are lost; the next one tries again.
      () => {
        queue = [];
        loading = false;
      },
    );
    return undefined;
  };

  const method = (name: string | null) => {
    if (name === "dismiss") return (id?: string | number) => (run((t) => t.dismiss(id)), id);
    if (name === "getHistory" || name === "getToasts") return () => (real ? real[name]() : []);
    return (message: unknown, options: Options) => {
      const id = options?.id ?? `toast-${++counter}`;
      const call = (t: Toast) =>
        name
          ? (t as unknown as Record<string, (m: unknown, o: Options) => unknown>)[name]!(message, { ...options, id })
          : t(message as string, { ...options, id });
      if (real) return call(real);
      run(call);
      return id;
    };
  };
  return new Proxy(method(null), { get: (_, name) => (typeof name === "string" ? method(name) : undefined) }) as unknown as Toast;
}

/*
 * What `import { toast, Toaster } from "sonner"` gives the browser build (vite.config.ts resolves
 * "sonner" here for every module but this one, decision 033): sonner (~9 kB gzip) is then never
 * part of a page's first load; it comes with the first toast, or when the toaster mounts once the
 * page is idle. Tests import sonner itself.
 */
export const toast = createLazyToast(() => import("sonner").then((sonner) => sonner.toast));
export const Toaster = lazy(() => import("sonner").then((sonner) => ({ default: sonner.Toaster }))) as unknown as typeof Sonner.Toaster;
