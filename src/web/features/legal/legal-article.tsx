import type { LegalPage } from "../../../core/legal";

const LONG_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** The page's text is HTML the server rendered from Markdown, escaping everything it does not build itself. */
export function LegalArticle({ page }: { page: LegalPage }) {
  return (
    <article className="mx-auto grid max-w-3xl gap-4 text-sm leading-relaxed">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{page.title}</h1>
        <p className="text-muted-foreground">
          Last updated <time dateTime={page.updated}>{LONG_DATE.format(new Date(`${page.updated}T00:00:00Z`))}</time>
        </p>
      </header>
      {page.isDefault ? (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
          Default text, for review by the operator: whoever runs this Listcraft installation should check it against how they run the service before relying on
          it.
        </p>
      ) : null}
      <div
        className="grid gap-3 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&_li]:mt-1"
        dangerouslySetInnerHTML={{ __html: page.html }}
      />
    </article>
  );
}
