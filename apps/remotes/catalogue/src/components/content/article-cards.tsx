import type { ArticleItem } from '@marquee/domain-models';
import type { PageInfo } from '@marquee/remote-contract';

/** The page of an article item by its type: an offer, a news item, an experience article; events are news too. */
export function articleHref(item: Pick<ArticleItem, 'type' | 'slug'>, page: Pick<PageInfo, 'href'>): string {
  if (item.type === 'offer') return page.href('Offer', { slug: item.slug });
  if (item.type === 'experience') return page.href('ExperienceArticle', { slug: item.slug });
  return page.href('NewsItem', { slug: item.slug });
}

/** Article items as cards (CAT-62: slug, title, teaser, thumbnail, release date, national or local). */
export function ArticleCards({
  items,
  page,
  headingLevel = 3,
}: {
  readonly items: readonly ArticleItem[];
  readonly page: PageInfo;
  readonly headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="catalogue-content__cards">
      {items.map((item) => (
        <li key={item.slug} className="catalogue-content__card">
          <img src={item.thumbnail || item.image} alt="" width={640} height={360} loading="lazy" />
          {item.flag ? <span className="catalogue-content__label">{item.flag}</span> : null}
          <Heading>
            <a href={articleHref(item, page)}>{item.title}</a>
          </Heading>
          <p>{item.teaser}</p>
          <time className="catalogue-content__fine" dateTime={item.releaseDate}>
            {page.format.date(item.releaseDate)}
          </time>
        </li>
      ))}
    </ul>
  );
}
