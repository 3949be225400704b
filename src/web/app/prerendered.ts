/**
 * Pages the build renders to HTML (decision 060). `#root` carries `data-prerendered="guest"` when
 * its markup is a page as a visitor sees it, which the browser hydrates; any other markup in it
 * (the signed-in pages' layout skeleton) is replaced by the first render.
 */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";
export const GUEST_PAGE = "guest";
/** The path a guest page was rendered at (none on the 404 page, which stands for any path). */
export const PRERENDERED_PATH = "data-path";
/** What `#root` says once the guest page is hydrated (tests wait for it; nothing else reads it). */
export const HYDRATED = "hydrated";

/**
 * Form controls the prerendered HTML disabled until hydration: a click or a submit before React
 * runs would be lost, or send a form the browser's way. Hydration does not touch attributes, so
 * the page enables them itself once hydrated.
 */
export const DISABLED_BEFORE_HYDRATION = "data-before-hydration";

const CONTROL = /<(button|input|textarea|select)\b(?![^>]*\sdisabled[\s=>/])/g;

/** Disables every enabled form control in `html`, marking it so that `finishHydration` can undo it. */
export function disableControls(html: string): string {
  return html.replace(CONTROL, `<$1 disabled="" ${DISABLED_BEFORE_HYDRATION}=""`);
}

export function finishHydration(root: HTMLElement): void {
  root.setAttribute(PRERENDERED_ATTRIBUTE, HYDRATED);
  for (const control of root.querySelectorAll<HTMLButtonElement>(`[${DISABLED_BEFORE_HYDRATION}]`)) {
    control.disabled = false;
    control.removeAttribute(DISABLED_BEFORE_HYDRATION);
  }
}

/**
 * Whether the markup in `root` is the page this visitor would render first: a guest page, for a
 * visitor (`me` null), at the address it was rendered for (no query string, the same path; a
 * test or an old tab may have moved the address before the bundle ran).
 */
export function canHydrate(root: HTMLElement, me: unknown, where: { pathname: string; search: string }): boolean {
  if (root.getAttribute(PRERENDERED_ATTRIBUTE) !== GUEST_PAGE || me !== null || where.search !== "") return false;
  const path = root.getAttribute(PRERENDERED_PATH);
  return path === null || path === where.pathname.replace(/(.)\/$/, "$1");
}
