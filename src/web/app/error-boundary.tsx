import { Component, useEffect, type ErrorInfo, type ReactNode } from "react";
import { useRouteError } from "react-router";
import { ErrorFallback } from "../components/error-fallback";

/** Catches what escapes the router (providers, toaster). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Uncaught error", error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}

/** The router catches render and lazy-load errors of pages itself; this is its error element. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => console.error("Route error", error), [error]);
  return <ErrorFallback />;
}
