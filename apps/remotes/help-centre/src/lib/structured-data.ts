import { absoluteUrl, type BreadcrumbNode, type PageInfo } from '@marquee/remote-contract';
import type { FAQPage, Graph, Question } from 'schema-dts';

/** A question and its answer, the answer as plain text. */
export interface QuestionAndAnswer {
  readonly question: string;
  readonly answer: string;
  readonly url: string;
  readonly datePublished?: string;
}

/** A `FAQPage` whose main entity lists the page's questions with their accepted answers. */
export function faqPage(name: string, questions: readonly QuestionAndAnswer[], page: Pick<PageInfo, 'url'>): FAQPage {
  return {
    '@type': 'FAQPage',
    name,
    url: page.url.href.split('?')[0] ?? page.url.href,
    mainEntity: questions.map(
      (item): Question => ({
        '@type': 'Question',
        name: item.question,
        url: absoluteUrl(item.url, page),
        ...(item.datePublished ? { datePublished: item.datePublished } : {}),
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      }),
    ),
  };
}

/** The page's JSON-LD: its nodes as one `@graph`. */
export function graph(...nodes: (FAQPage | BreadcrumbNode)[]): Record<string, unknown> {
  return { '@graph': nodes } satisfies Omit<Graph, '@context'> as Record<string, unknown>;
}

/** Plain text of sanitised HTML, for a JSON-LD answer or a description (no DOM needed: the HTML is already safe). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
