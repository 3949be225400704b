import { Menu } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../../components/ui/dropdown-menu";
import type { NavLinkItem } from "./nav-links";

/** Below 768 px the main navigation collapses into this menu button. */
export function MobileNav({ links, open, onOpenChange }: { links: NavLinkItem[]; open?: boolean; onOpenChange?: (open: boolean) => void }) {
  return (
    <div className="md:hidden">
      <DropdownMenu open={open} onOpenChange={onOpenChange}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Menu">
            <Menu aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {links.map((link) => (
            <DropdownMenuItem key={link.to} asChild>
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
