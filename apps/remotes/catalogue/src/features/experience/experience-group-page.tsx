import { useTranslation } from '@marquee/i18n';
import { definePage, type PageProps } from '@marquee/remote-contract';
import { useRouterLinks } from '../../components/use-router-links';
import { experienceGroupHead } from './experience-group-head';
import { type ExperienceGroupData, loadExperienceGroup } from './experience-group-loader';
import { ArticleCards, Pushes } from './experience-page';
import { ExperienceCardLink } from './experiences-page';
import './experience.css';
import '../../components/hero/hero.css';

function ExperienceGroupPage({ data, page }: PageProps<ExperienceGroupData>) {
  const { t } = useTranslation('catalogue');
  const links = useRouterLinks<HTMLElement>();
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
          </nav>
          <h1 className="catalogue-xp__title">{data.title}</h1>
          {data.description ? <p className="catalogue-xp__teaser">{data.description}</p> : null}
        </div>
      </header>
      {data.experiences.length > 0 ? (
        <section className="catalogue-xp__block" aria-labelledby="xp-group-experiences">
          <h2 id="xp-group-experiences" className="catalogue-xp-section-title">
            {t('experiences.title')}
          </h2>
          <ul className="catalogue-xp-cards">
            {data.experiences.map((experience) => (
              <ExperienceCardLink key={experience.slug} experience={experience} page={page} />
            ))}
          </ul>
        </section>
      ) : (
        <p className="catalogue-xp-list__empty" role="status">
          {t('experiences.none')}
        </p>
      )}
      {data.articles.length > 0 ? (
        <section className="catalogue-xp__block" aria-labelledby="xp-group-articles">
          <h2 id="xp-group-articles" className="catalogue-xp-section-title">
            {t('experiences.articles')}
          </h2>
          <ArticleCards articles={data.articles} page={page} />
        </section>
      ) : null}
      {data.pushes.length > 0 ? (
        <section className="catalogue-xp__block" aria-labelledby="xp-group-pushes">
          <h2 id="xp-group-pushes" className="catalogue-xp-section-title">
            {t('experiences.pushes')}
          </h2>
          <Pushes pushes={data.pushes} newTab={t('trailer.newTab')} />
        </section>
      ) : null}
    </article>
  );
}

/** An experience group's page (page kind ExperienceGroup, CAT-56); an unknown slug is the not-found view. */
export const experienceGroupPage = definePage<ExperienceGroupData>({
  loader: loadExperienceGroup,
  Component: ExperienceGroupPage,
  head: experienceGroupHead,
  header: { backdrop: true },
});
