import type { ArticleItem, PromotionItem } from '@marquee/domain-models';
import { type TextKey, useTranslation } from '@marquee/i18n';
import { openModal, useModalStore, useModals } from '@marquee/modals';
import { definePage, type PageInfo, type PageProps } from '@marquee/remote-contract';
import { Button, Icon, LinkButton } from '@marquee/ui-kit';
import { EventShowtimes } from '../../components/showtime-schedule/event-showtimes';
import { preloadTrailer, TrailerDialog } from '../../components/trailer/trailer-dialog';
import type { TrailerLabels } from '../../components/trailer/trailer-player';
import { CmsHtml } from '../../components/cms-html';
import { serviceIcon, tagIcon } from '../../components/place-icons';
import { useRouterLinks } from '../../components/use-router-links';
import { experienceHead } from './experience-head';
import { type ExperienceData, loadExperience } from './experience-loader';
import { TechnologyList } from './experiences-page';
import './experience.css';
import '../../components/hero/hero.css';

/** An article of a group as a card, linking to its page (CAT-55). */
export function ArticleCards({
  articles,
  page,
}: {
  readonly articles: readonly ArticleItem[];
  readonly page: PageInfo;
}) {
  return (
    <ul className="catalogue-xp-articles">
      {articles.map((article) => (
        <li key={article.slug} className="catalogue-xp-article-card">
          <a className="catalogue-xp-article-card__link" href={page.href('ExperienceArticle', { slug: article.slug })}>
            <img
              className="catalogue-xp-article-card__image"
              src={article.thumbnail || article.image}
              alt=""
              width={640}
              height={360}
              loading="lazy"
            />
            <span className="catalogue-xp-article-card__text">
              <span className="catalogue-xp-article-card__title">{article.title}</span>
              <span className="catalogue-xp-article-card__teaser">{article.teaser}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A group's pushes (promotion items): image, title, teaser and their call to action. */
export function Pushes({ pushes, newTab }: { readonly pushes: readonly PromotionItem[]; readonly newTab: string }) {
  return (
    <ul className="catalogue-xp-pushes">
      {[...pushes]
        .sort((a, b) => a.position - b.position)
        .map((push) => (
          <li key={`${push.position}-${push.title}`} className="catalogue-xp-push">
            {push.backdropUrl ? (
              <img
                className="catalogue-xp-push__image"
                src={push.backdropUrl}
                alt=""
                width={640}
                height={360}
                loading="lazy"
              />
            ) : null}
            <span className="catalogue-xp-push__title">{push.title}</span>
            {push.teaser ? <span className="catalogue-xp-push__teaser">{push.teaser}</span> : null}
            {push.ctaUrl && push.ctaLabel ? (
              <LinkButton
                href={push.ctaUrl}
                variant={push.ctaType === 'book-now' ? 'yellow-button' : push.ctaType}
                {...(push.ctaBlank ? { newTab: true, newTabLabel: newTab } : {})}
              >
                {push.ctaLabel}
              </LinkButton>
            ) : null}
          </li>
        ))}
    </ul>
  );
}

/** The name of each service the texts know; another is shown by its id, its dashes as spaces. */
const SERVICE_TEXTS: ReadonlyMap<string, TextKey<'catalogue'>> = new Map<string, TextKey<'catalogue'>>([
  ['laser-projection', 'experiences.service.laser-projection'],
  ['at-seat-service', 'experiences.service.at-seat-service'],
  ['reclining-seats', 'experiences.service.reclining-seats'],
]);

function ExperiencePage({ data, page }: PageProps<ExperienceData>) {
  const { t } = useTranslation('catalogue');
  const serviceText = (service: string) => {
    const key = SERVICE_TEXTS.get(service);
    return key ? t(key) : service.replace(/-/g, ' ');
  };
  const modals = useModals();
  const links = useRouterLinks<HTMLElement>();
  const videoOpen = useModalStore(openModal('trailer')) !== null;
  const trailerLabels: TrailerLabels = {
    watchOn: (provider) => t('trailer.watchOn', { provider }),
    offline: t('trailer.offline'),
    blocked: t('trailer.blocked'),
    unavailable: t('trailer.unavailable'),
    download: t('trailer.download'),
    newTab: t('trailer.newTab'),
  };
  const { group } = data;
  return (
    <article className="catalogue-xp" ref={links}>
      <header className="catalogue-hero catalogue-xp__hero">
        <img
          className="catalogue-hero__backdrop catalogue-xp__backdrop"
          src={data.backdrop}
          alt=""
          width={1280}
          height={720}
          fetchPriority="high"
        />
        <div className="catalogue-hero__intro catalogue-xp__intro">
          <nav aria-label={t('experiences.breadcrumb')} className="catalogue-xp__crumbs">
            <a href={page.href('Experiences')}>{t('experiences.title')}</a>
            {group ? (
              <>
                <span aria-hidden="true"> / </span>
                <a href={page.href('ExperienceGroup', { slug: group.slug })}>{group.title}</a>
              </>
            ) : null}
          </nav>
          <div className="catalogue-xp__title-row">
            <span className="catalogue-xp__logo">
              <Icon name={tagIcon(data.slug)} size={32} />
            </span>
            <h1 className="catalogue-xp__title">{data.title}</h1>
          </div>
          {data.teaser ? <p className="catalogue-xp__teaser">{data.teaser}</p> : null}
          {data.video ? (
            <div>
              <Button
                icon="play"
                onClick={() => modals.getState().open('trailer', { slug: data.slug })}
                onPointerEnter={preloadTrailer}
                onPointerDown={preloadTrailer}
                onFocus={preloadTrailer}
              >
                {t('experiences.watchVideo')}
              </Button>
            </div>
          ) : null}
        </div>
      </header>

      <div className="catalogue-xp__body">
        <CmsHtml html={data.details} className="catalogue-xp__details" />
        {data.services.length > 0 ? (
          <section className="catalogue-xp__block" aria-labelledby="xp-services">
            <h2 id="xp-services" className="catalogue-xp-section-title">
              {t('experiences.services')}
            </h2>
            <ul className="catalogue-xp__services">
              {data.services.map((service) => (
                <li key={service}>
                  <Icon name={serviceIcon(service)} size={20} />
                  {serviceText(service)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {data.technologyTags.length > 0 ? (
          <section className="catalogue-xp__block" aria-labelledby="xp-technologies">
            <h2 id="xp-technologies" className="catalogue-xp-section-title">
              {t('experiences.technologies')}
            </h2>
            <TechnologyList technologies={data.technologyTags} variant="legacy" />
          </section>
        ) : null}
      </div>

      <div className="catalogue-xp__showtimes">
        {data.cinemas.length === 0 && data.programme.schedule?.days.length === 0 ? (
          // No cinema of the site offers it: nothing to choose, no day to pick.
          <p className="catalogue-xp-list__lead" role="status">
            {t('experiences.nowhere', { title: data.title })}{' '}
            <a className="catalogue-xp-group__all" href={page.href('Experiences')}>
              {t('experiences.others')}
            </a>
          </p>
        ) : (
          <>
            <p className="catalogue-xp-list__lead">{t('experiences.films', { title: data.title })}</p>
            <EventShowtimes
              programme={data.programme}
              eventSlug={data.slug}
              page={page}
              failedMessage={t('experiences.failed')}
            />
          </>
        )}
      </div>

      {group && (group.articles.length > 0 || group.pushes.length > 0) ? (
        <section className="catalogue-xp__block" aria-labelledby="xp-group">
          <div className="catalogue-xp-group__header">
            <h2 id="xp-group" className="catalogue-xp-section-title">
              {group.title}
            </h2>
            <a className="catalogue-xp-group__all" href={page.href('ExperienceGroup', { slug: group.slug })}>
              {t('experiences.seeGroup')}
              <span className="catalogue-xp-hidden"> {group.title}</span>
            </a>
          </div>
          {group.description ? <p className="catalogue-xp-list__lead">{group.description}</p> : null}
          {group.articles.length > 0 ? <ArticleCards articles={group.articles} page={page} /> : null}
          {group.pushes.length > 0 ? <Pushes pushes={group.pushes} newTab={t('trailer.newTab')} /> : null}
        </section>
      ) : null}

      {videoOpen && data.video ? (
        <TrailerDialog
          video={data.video}
          frame={{ src: data.backdrop, image: null }}
          start={{ autoplay: true, muted: false }}
          labels={trailerLabels}
          closeLabel={t('experiences.closeVideo')}
          onClose={() => modals.getState().close('trailer')}
        />
      ) : null}
    </article>
  );
}

/** An experience's page (page kind Experience, CAT-53, CAT-54); an unknown slug is the not-found view. */
export const experiencePage = definePage<ExperienceData>({
  loader: (context) => loadExperience(context),
  Component: ExperiencePage,
  head: experienceHead,
  header: { backdrop: true },
});
