import { useTranslation } from '@marquee/i18n';
import { definePage, type PageProps } from '@marquee/remote-contract';
import { CmsHtml } from '../../components/cms-html';
import { useRouterLinks } from '../../components/use-router-links';
import { experienceArticleHead } from './experience-article-head';
import { type ExperienceArticleData, loadExperienceArticle } from './experience-article-loader';
import './experience.css';
import '../../components/hero/hero.css';

function ExperienceArticlePage({ data, page }: PageProps<ExperienceArticleData>) {
  const { t } = useTranslation('catalogue');
  const links = useRouterLinks<HTMLElement>();
  return (
    <article className="catalogue-xp catalogue-xp--article" ref={links}>
      <header className="catalogue-hero catalogue-xp__hero">
        <img
          className="catalogue-hero__backdrop catalogue-xp__backdrop"
          src={data.image}
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
          {data.headline ? <p className="catalogue-xp__teaser">{data.headline}</p> : null}
          <p className="catalogue-xp__byline">
            <time dateTime={data.releaseDate}>{page.format.date(data.releaseDate)}</time>
            {data.author ? <span>{t('experiences.by', { author: data.author })}</span> : null}
          </p>
        </div>
      </header>
      <div className="catalogue-xp__body catalogue-xp__body--article">
        <CmsHtml html={data.content} className="catalogue-xp__details" />
        {/* Not a landmark: an unnamed aside inside the article (the header push is the page's complementary region). */}
        <div className="catalogue-xp__aside">
          {data.guest ? (
            <section className="catalogue-xp__guest" aria-labelledby="xp-guest">
              <h2 id="xp-guest" className="catalogue-xp__aside-title">
                {t('experiences.guest')}
              </h2>
              <p>{data.guest}</p>
            </section>
          ) : null}
          {data.cinemas.length > 0 ? (
            <section aria-labelledby="xp-cinemas">
              <h2 id="xp-cinemas" className="catalogue-xp__aside-title">
                {t('experiences.cinemas', { count: data.cinemas.length })}
              </h2>
              <ul className="catalogue-xp__cinemas">
                {data.cinemas.map((cinema) => (
                  <li key={cinema.slug}>
                    <a href={page.href('Cinema', { slug: cinema.slug })}>{cinema.name}</a>
                    <span className="catalogue-xp__cinema-city">{cinema.city}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {data.featuredShow ? (
            <p>
              <a className="catalogue-xp-group__all" href={page.href('Movie', { slug: data.featuredShow })}>
                {t('experiences.featured')}
              </a>
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** An experience article (page kind ExperienceArticle, `specials/{slug}`, CAT-55); unknown or not an experience article: not found. */
export const experienceArticlePage = definePage<ExperienceArticleData>({
  loader: loadExperienceArticle,
  Component: ExperienceArticlePage,
  head: experienceArticleHead,
  header: { backdrop: true },
});
