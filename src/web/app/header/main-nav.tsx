import { NavLink } from "react-router";
import { cn } from "../../lib/cn";
import type { NavLinkItem } from "./nav-links";

/** The inline navigation from md (768 px) up; below that MobileNav takes over. */
export function MainNav({ links }: { links: NavLinkItem[] }) {
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.to === "/"}
              className={({ isActive }) =>
                cn("rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted", isActive ? "text-foreground" : "text-muted-foreground")
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
