/**
 * CMS HTML already made safe by the page's loader (`@marquee/cms-html`'s `sanitiseCmsHtml`:
 * sanitize-html on the server, DOMPurify in the browser, one rule list, decision 0019). The
 * loader replaces the raw field with the sanitised one, so the raw HTML is never rendered nor
 * serialised into the page for hydration.
 */
export function CmsHtml({ html, className }: { readonly html: string; readonly className?: string }) {
  if (!html.trim()) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the loader (@marquee/cms-html).
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
