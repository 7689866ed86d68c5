import type { PageInfo } from '@marquee/remote-contract';
import type { BreadcrumbList, FAQPage, Graph, ListItem, Question, WebPage } from 'schema-dts';

/** A crumb: a name and the address of its page. */
export interface Crumb {
  readonly name: string;
  readonly url: string;
}

function absolute(url: string, page: Pick<PageInfo, 'url'>): string {
  return new URL(url, page.url).href;
}

/** A `BreadcrumbList`: each crumb a name and the page at its address (the last one is this page). */
export function breadcrumbList(crumbs: readonly Crumb[], page: Pick<PageInfo, 'url'>): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(
      (crumb, index): ListItem => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: { '@type': 'WebPage', '@id': absolute(crumb.url, page) } satisfies WebPage,
      }),
    ),
  };
}

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
        url: absolute(item.url, page),
        ...(item.datePublished ? { datePublished: item.datePublished } : {}),
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      }),
    ),
  };
}

/** The page's JSON-LD: its nodes as one `@graph`. */
export function graph(...nodes: (FAQPage | BreadcrumbList)[]): Record<string, unknown> {
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
