import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type MouseEvent } from "react";
import { Menu } from "lucide-react";
import type { ApiUser } from "../../../core/api-types";
import { Button } from "../../components/ui/button";
import { UserAvatar } from "../../components/user-avatar";
import { whenIdle } from "../../lib/when-idle";
import type { NavLinkItem } from "./nav-links";

/*
 * Radix's menu, with its positioning and focus code, was the heaviest part of the app shell. The
 * header shows a trigger that looks and reads the same and swaps in the real menu when it is
 * opened (decision 033). The menu's code loads once the page is idle, or at once when pointed at,
 * focused or opened first, so it is usually there before anyone asks for it.
 */

interface OpenState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function useOnDemand<P>(load: () => Promise<ComponentType<P & OpenState>>) {
  const [Real, setReal] = useState<ComponentType<P & OpenState> | null>(null);
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  // Opened from the keyboard: the real menu mounts already open, which Radix treats as a pointer
  // open (focus on the menu, not its first item), so the first item is focused here.
  const byKeyboard = useRef(false);
  const fetch = () =>
    void load().then(
      (component) => setReal(() => component),
      () => undefined,
    );
  useEffect(() => whenIdle(fetch), []);
  useEffect(() => {
    if (!Real || !wanted || !byKeyboard.current) return;
    byKeyboard.current = false;
    // The menu's content mounts a frame or two after the menu (Radix's presence); try for a few frames.
    let frame = 0;
    const focusFirst = (triesLeft: number) => {
      const first = document.querySelector<HTMLElement>('[role="menu"] [role="menuitem"]');
      if (first) return first.focus();
      if (triesLeft > 0) frame = requestAnimationFrame(() => focusFirst(triesLeft - 1));
    };
    frame = requestAnimationFrame(() => focusFirst(10));
    return () => cancelAnimationFrame(frame);
  }, [Real, wanted]);
  const want = (keyboard: boolean) => {
    setWanted(true);
    setOpen(true);
    byKeyboard.current = keyboard;
    if (!Real) fetch();
  };
  const trigger = {
    "aria-haspopup": "menu" as const,
    "aria-expanded": false,
    onPointerEnter: fetch,
    onFocus: fetch,
    // A click from Enter or Space has no pointer position (detail 0).
    onClick: (event: MouseEvent) => want(event.detail === 0),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== "ArrowDown") return;
      event.preventDefault();
      want(true);
    },
  };
  // Once opened, the real menu stays (and keeps its own trigger); it holds the open state here.
  return { Real: wanted ? Real : null, trigger, state: { open, onOpenChange: setOpen } };
}

type TriggerProps = ReturnType<typeof useOnDemand>["trigger"];

const loadAccountMenu = () => import("./account-menu").then((m) => m.AccountMenu);

export function AccountMenu({ user, isAdmin = false }: { user: ApiUser; isAdmin?: boolean }) {
  const { Real, trigger, state } = useOnDemand(loadAccountMenu);
  if (Real) return <Real user={user} isAdmin={isAdmin} {...state} />;
  return (
    <button type="button" aria-label="Account menu" className="rounded-full" {...trigger}>
      <UserAvatar user={user} />
    </button>
  );
}

const loadMobileNav = () => import("./mobile-nav").then((m) => m.MobileNav);

export function MobileNav({ links }: { links: NavLinkItem[] }) {
  const { Real, trigger, state } = useOnDemand(loadMobileNav);
  if (Real) return <Real links={links} {...state} />;
  return <MenuTrigger trigger={trigger} />;
}

function MenuTrigger({ trigger }: { trigger: TriggerProps }) {
  return (
    <div className="md:hidden">
      <Button variant="ghost" size="icon" aria-label="Menu" {...trigger}>
        <Menu aria-hidden="true" />
      </Button>
    </div>
  );
}
