import { useSyncExternalStore } from "react";
import { Link } from "react-router";

const INTERNAL = [
  { to: "/", label: "Home" },
  { to: "/gallery", label: "Gallery" },
  { to: "/pricing", label: "Pricing" },
];

const LEGAL = [
  { href: "/legal/privacy", label: "Privacy Policy" },
  { href: "/legal/terms", label: "Terms of Service" },
  { href: "/legal/refunds", label: "Refund Policy" },
];

const thisYear = () => new Date().getFullYear();
const unchanging = () => () => {};
/** While a prerendered page is hydrated, the year its HTML was built in (decision 060); then this year. */
const builtYear = () => (typeof document === "undefined" ? thisYear() : Number(document.getElementById("copyright-year")?.textContent) || thisYear());
const useCopyrightYear = () => useSyncExternalStore(unchanging, thisYear, builtYear);

const linkClass = "rounded-sm text-muted-foreground hover:text-foreground hover:underline";

export function Footer() {
  return (
    <footer className="border-t border-border bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <p className="font-semibold">Listcraft</p>
          <p className="mt-1 text-sm text-muted-foreground">AI-powered listings for your digital products: courses, planners and wall art, ready to sell.</p>
        </div>
        <div className="flex flex-col gap-6 text-sm sm:flex-row sm:gap-12">
          <ul className="grid gap-2">
            {INTERNAL.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <ul className="grid gap-2">
            {LEGAL.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="pb-6 text-center text-xs text-muted-foreground">
        © <span id="copyright-year">{useCopyrightYear()}</span> Listcraft
      </p>
    </footer>
  );
}
