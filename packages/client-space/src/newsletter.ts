import type { CountryCode } from '@marquee/domain-models';

/** The client field that says whether the client takes the newsletter, by site (A§6, ACC-65, ACC-66). */
export type NewsletterField = 'mailCommunicationBrand' | 'sendNewsletter';

/** Sites whose newsletter flag is the brand's mail communication (the spec's mailCommunication{product}). */
export const BRAND_MAIL_SITES: readonly CountryCode[] = ['fr'];

/** `mailCommunicationBrand` on the French site, `sendNewsletter` elsewhere. */
export function newsletterField(site: CountryCode): NewsletterField {
  return BRAND_MAIL_SITES.includes(site) ? 'mailCommunicationBrand' : 'sendNewsletter';
}

/** Whether the client takes the newsletter, read from the site's field. */
export function takesNewsletter(
  client: { readonly mailCommunicationBrand?: boolean | null; readonly sendNewsletter?: boolean | null },
  site: CountryCode,
): boolean {
  return client[newsletterField(site)] === true;
}
