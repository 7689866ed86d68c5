/** The languages of the sites (fr, en, de, nl): every template has all four. */
export const MAIL_LANGUAGES = ['fr', 'en', 'de', 'nl'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** A message ready to send: subject, plain text and HTML. */
export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Escapes text for HTML element content and quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** HTML that is already safe (built by `html`): not escaped again when interpolated. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type HtmlValue = string | number | SafeHtml | readonly HtmlValue[] | null | undefined | false;

function htmlPart(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(htmlPart).join('');
  return escapeHtml(String(value));
}

/**
 * A tagged template for mail HTML: every interpolated value is escaped unless it is itself
 * `html` (arrays are joined; null, undefined and false give nothing).
 * `html\`<p>${name}</p>\`` with name `<b>` gives `<p>&#60;b&#62;</p>`.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += htmlPart(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** One language of a message: its subject, plain text and HTML body from the message's values. */
export interface MailTemplate<V> {
  subject(values: V): string;
  text(values: V): string;
  html(values: V): SafeHtml;
}

/** A message in the four languages. */
export type MailTemplates<V> = Readonly<Record<MailLanguage, MailTemplate<V>>>;

/** The language of a message from a site language or a header value; `fallback` (fr) otherwise. */
export function mailLanguage(value: string | null | undefined, fallback: MailLanguage = 'fr'): MailLanguage {
  const short = (value ?? '').trim().slice(0, 2).toLowerCase();
  return (MAIL_LANGUAGES as readonly string[]).includes(short) ? (short as MailLanguage) : fallback;
}

/**
 * Renders a message in `lang`: the subject on one line (a line break in a value never reaches
 * the header), the text as written, the HTML inside a small document (its language, its title,
 * the brand's colours, readable without images or styles).
 */
export function renderMail<V>(
  templates: MailTemplates<V>,
  lang: MailLanguage,
  values: V,
  options: { brand?: string } = {},
): RenderedMail {
  const template = templates[lang];
  const subject = template
    .subject(values)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const brand = options.brand ?? 'Marquee';
  const body = template.html(values);
  const document = html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${subject}</title>
</head>
<body style="margin:0;padding:24px;background:#f4f2ee;color:#17171c;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-weight:700;letter-spacing:.2em;text-transform:uppercase;color:#8a5a00">${brand}</p>
${body}
</div>
</body>
</html>`;
  return { subject, text: template.text(values), html: document.value };
}
