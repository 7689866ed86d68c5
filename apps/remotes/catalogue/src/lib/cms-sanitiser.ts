/**
 * The CMS-HTML sanitiser (`@marquee/cms-html`, DOMPurify in the browser), imported when a loader
 * runs: on the server, and in the browser on a client-side navigation. A page hydrated from the
 * server's data (already sanitised) never loads nor evaluates it: its evaluation is a long task
 * on a phone's main thread.
 */
export async function cmsSanitiser(): Promise<(html: string) => string> {
  const { sanitiseCmsHtml } = await import('@marquee/cms-html');
  return sanitiseCmsHtml;
}
