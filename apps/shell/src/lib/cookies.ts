/**
 * The one place the shell writes a browser cookie (CONVENTIONS: cookies through one helper).
 * Takes a serialised cookie such as `languageCookie('en')` from @marquee/i18n.
 */
export function writeCookie(serialized: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: this helper is the single sanctioned writer; the Cookie Store API is not in every browser we serve.
  document.cookie = serialized;
}
