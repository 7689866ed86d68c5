import { useTranslation } from '@marquee/i18n';
import {
  breadcrumbList,
  definePage,
  type PageHead,
  type PageInfo,
  type PageProps,
  type Translate,
} from '@marquee/remote-contract';
import { useViewport } from '@marquee/ui-kit';
import { useState } from 'react';
import { HelpFrame, helpCrumbs, helpKind } from '../../components/help-frame';
import { type HelpHomeData, loadHelpHome } from '../../lib/help-data';
import { orderTopics, topicPreviewCount, visibleArticles } from '../../lib/help-rules';
import { graph } from '../../lib/structured-data';

/** The help home's head: title, description, breadcrumb (SHELL-81, SHELL-82). */
export function helpHomeHead(_data: HelpHomeData, page: PageInfo, t: Translate): PageHead {
  return {
    title: t('home.title'),
    description: t('home.description'),
    structuredData: graph(breadcrumbList(helpCrumbs(page, t, []), page)),
  };
}

/**
 * The help home (HELP-01..04, HELP-15): the topics of the page language, each previewing 3
 * articles on a phone and 5 on larger screens — first as the server rendered it for the
 * request's device class, so hydration matches, then for the window's own class. "Display all"
 * opens a topic's whole list; the flags belong to this address and are cleared on navigation.
 */
function HelpHomePage({ data, page }: PageProps<HelpHomeData>) {
  const { t } = useTranslation('help-centre');
  const viewport = useViewport(page.device.viewport);
  const address = page.url.href;
  const [displayAll, setDisplayAll] = useState<{ address: string; topics: readonly number[] }>({
    address,
    topics: [],
  });
  const opened = displayAll.address === address ? displayAll.topics : [];
  const topics = orderTopics(data.topics, page.language);
  return (
    <HelpFrame page={page} crumbs={helpCrumbs(page, t, [])} title={t('home.title')} intro={<p>{t('home.intro')}</p>}>
      <h2 className="help-centre-home__heading">{t('home.topicsHeading')}</h2>
      {topics.length === 0 ? <p>{t('home.empty')}</p> : null}
      <div className="help-centre-home__topics">
        {topics.map((topic) => {
          const all = opened.includes(topic.id);
          const shown = visibleArticles(topic.articles, viewport, all);
          const listId = `help-topic-${topic.id}-articles`;
          return (
            <section key={topic.id} className="help-centre-topic" aria-labelledby={`help-topic-${topic.id}`}>
              <h3 id={`help-topic-${topic.id}`} className="help-centre-topic__title">
                <a href={page.href(helpKind(page, 'FaqCategory'), { categoryId: String(topic.id) })}>{topic.title}</a>
              </h3>
              <p className="help-centre-topic__description">{topic.description}</p>
              <ul id={listId} className="help-centre-topic__articles">
                {shown.map((article) => (
                  <li key={article.id}>
                    <a href={page.href(helpKind(page, 'FaqArticleBySlug'), { slug: article.slug })}>{article.title}</a>
                  </li>
                ))}
              </ul>
              {!all && topic.articles.length > topicPreviewCount(viewport) ? (
                <button
                  type="button"
                  className="help-centre-topic__all"
                  aria-controls={listId}
                  aria-expanded={false}
                  aria-label={t('home.displayAllOf', { count: topic.articles.length, topic: topic.title })}
                  onClick={() => setDisplayAll({ address, topics: [...opened, topic.id] })}
                >
                  {t('home.displayAll', { count: topic.articles.length })}
                </button>
              ) : null}
            </section>
          );
        })}
      </div>
    </HelpFrame>
  );
}

/** The help home: its topics with their articles. */
export const helpHomePage = definePage<HelpHomeData>({
  loader: loadHelpHome,
  Component: HelpHomePage,
  head: helpHomeHead,
});
