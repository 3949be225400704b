export interface NavLinkItem {
  to: string;
  label: string;
}

const SIGNED_IN: NavLinkItem[] = [
  { to: "/", label: "Dashboard" },
  { to: "/gallery", label: "Gallery" },
  { to: "/pricing", label: "Pricing" },
];

const SIGNED_OUT: NavLinkItem[] = [{ to: "/pricing", label: "Pricing" }];

export function navLinks(signedIn: boolean): NavLinkItem[] {
  return signedIn ? SIGNED_IN : SIGNED_OUT;
}
