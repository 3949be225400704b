import { createContext, useContext, useEffect, useState, type Dispatch, type SetStateAction } from "react";
import { useLocation } from "react-router";
import { documentTitle, routeTitle } from "../../core/routes";

/** A name a page gave itself, valid only on the path it was given for. */
interface NamedPage {
  pathname: string;
  title: string;
}

const NamePage = createContext<Dispatch<SetStateAction<NamedPage | null>> | null>(null);
export const PageTitleProvider = NamePage.Provider;

/**
 * The root layout's half: keeps document.title on "<page> · Listcraft" for the route shown (core's
 * route titles), or on the name the page gave itself. Returns the setter to provide to the pages.
 */
export function useDocumentTitle(): Dispatch<SetStateAction<NamedPage | null>> {
  const { pathname } = useLocation();
  const [named, setNamed] = useState<NamedPage | null>(null);
  const page = named?.pathname === pathname ? named.title : routeTitle(pathname);
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
  return setNamed;
}

/** A page's own name for the title while it is shown (the product page: the product's title). */
export function usePageTitle(title: string | null | undefined) {
  const setNamed = useContext(NamePage);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!setNamed || !title) return;
    setNamed({ pathname, title });
    return () => setNamed((current) => (current?.pathname === pathname && current.title === title ? null : current));
  }, [setNamed, pathname, title]);
}
