import { Plus, Sparkles } from "lucide-react";
import { Link } from "react-router";
import type { MeResponse } from "../../../core/api-types";
import { Button } from "../../components/ui/button";
import { UsagePill } from "../../features/billing/subscription/lazy-usage-pill";
import { AccountMenu, MobileNav } from "./deferred-menus";
import { GuestActions } from "./guest-actions";
import { MainNav } from "./main-nav";
import { navLinks } from "./nav-links";

export function Header({ me }: { me: MeResponse | null }) {
  const links = navLinks(me !== null);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <MobileNav links={links} />
        <Link to="/" className="flex items-center gap-2 rounded-md font-semibold">
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          <span>Listcraft</span>
        </Link>
        <MainNav links={links} />
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          {me ? (
            <>
              <UsagePill />
              <Button asChild size="sm">
                <Link to="/create">
                  <Plus aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">Create Product</span>
                </Link>
              </Button>
              <AccountMenu user={me.user} isAdmin={me.isAdmin} />
            </>
          ) : (
            <GuestActions />
          )}
        </div>
      </div>
    </header>
  );
}
