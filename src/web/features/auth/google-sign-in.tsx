import { useState } from "react";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { storeAuthRedirect } from "./auth-redirect-storage";
import { usePublicConfig } from "../../api/config";

const GOOGLE_FAILED = "Failed to connect to Google authentication";

/** The Google button and an "or" divider, shown only when the server has Google configured. */
export function GoogleSignIn({ target }: { target: string }) {
  const { data: config } = usePublicConfig();
  const [connecting, setConnecting] = useState(false);
  if (!config?.googleEnabled) return null;

  async function connect() {
    setConnecting(true);
    storeAuthRedirect(target);
    try {
      const { authClient } = await import("../../lib/auth-client");
      const { error } = await authClient.signIn.social({
        provider: "google",
        callbackURL: "/callback",
        errorCallbackURL: "/callback",
        newUserCallbackURL: "/callback",
      });
      // On success the browser is already leaving for Google; keep "Connecting..." until it does.
      if (error) throw error;
    } catch {
      toast.error(GOOGLE_FAILED);
      setConnecting(false);
    }
  }

  return (
    <>
      <Button variant="outline" className="w-full" disabled={connecting} onClick={() => void connect()}>
        <GoogleMark />
        {connecting ? "Connecting..." : "Continue with Google"}
      </Button>
      <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
    </>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#4285F4" d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.3-4.8 3.3-8Z" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z" />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8Z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4Z" />
    </svg>
  );
}
