import type { ReactElement } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import type { MeResponse } from "../../../src/core/api-types";
import { meKey } from "../../../src/web/api/session";

/** A query client whose seeded data never goes stale, so components render without a server. */
export function seededQueryClient(seed: Array<[readonly unknown[], unknown]> = []): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const [key, data] of seed) client.setQueryData(key, data);
  return client;
}

/** `state`: the navigation state of the first entry, as a `navigate(path, { state })` leaves it. */
export function renderRoutes(routes: RouteObject[], path: string, queryClient = seededQueryClient(), state?: unknown) {
  const router = createMemoryRouter(routes, { initialEntries: [state === undefined ? path : { ...splitPath(path), state }] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function splitPath(path: string) {
  const url = new URL(path, "http://localhost");
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function renderAt(element: ReactElement, queryClient = seededQueryClient()) {
  return renderRoutes([{ path: "*", element }], "/", queryClient);
}

export function buildMe(overrides: Partial<MeResponse> = {}): MeResponse {
  return {
    user: {
      id: "user-1",
      email: "ada@example.com",
      emailVerified: true,
      firstName: "Ada",
      lastName: "Lovelace",
      avatarUrl: null,
      createdAt: "2026-01-01T00:00:00.000Z",
    },
    isAdmin: false,
    hasPassword: true,
    completedProducts: 0,
    pendingEmail: null,
    analyticsConsent: null,
    ...overrides,
  };
}

export const meSeed = (me: MeResponse | null): [readonly unknown[], unknown] => [meKey, me];
