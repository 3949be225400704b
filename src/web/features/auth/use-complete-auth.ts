import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { takeAuthRedirect } from "./auth-redirect-storage";
import { refreshMe } from "../../api/session";
import { associateAttribution } from "../../lib/attribution/capture";

type CallbackState = { kind: "completing" } | { kind: "error"; message: string };

const AUTH_FAILED = "Authentication failed. Please try again.";
const NO_SESSION = "No session found after authentication. Please try logging in again.";
const AUTH_ERROR = "Authentication error. Please try again.";
// Google is never linked to an account whose address nobody confirmed (decision 012).
const NOT_LINKED =
  "This e-mail already has a Listcraft account that is not confirmed yet. Sign in with its password, or use 'Forgot password' to confirm the address; Google works after that.";
const ERROR_REDIRECT_MS = 2000;

/** Finishes an OAuth return: reads the new session, then goes to the stored path, or to sign-in after 2 s. */
export function useCompleteAuth(): CallbackState {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const oauthError = params.get("error");
  const [state, setState] = useState<CallbackState>(() =>
    oauthError ? { kind: "error", message: oauthError === "account_not_linked" ? NOT_LINKED : AUTH_FAILED } : { kind: "completing" },
  );
  // Strict mode mounts twice; the session must be read (and the toast shown) once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const target = takeAuthRedirect();
    if (oauthError) return;
    refreshMe(queryClient).then(
      (me) => {
        if (!me) return setState({ kind: "error", message: NO_SESSION });
        void associateAttribution();
        toast.success("Successfully signed in!");
        void navigate(target, { replace: true });
      },
      () => setState({ kind: "error", message: AUTH_ERROR }),
    );
  }, [oauthError, queryClient, navigate]);

  useEffect(() => {
    if (state.kind !== "error") return;
    const timer = setTimeout(() => void navigate("/sign-in", { replace: true }), ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.kind, navigate]);

  return state;
}
