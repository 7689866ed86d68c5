import { useTranslation } from '@marquee/i18n';
import { useModals } from '@marquee/modals';
import { definePage, type PageInfo, type PageProps } from '@marquee/remote-contract';
import { Icon } from '@marquee/ui-kit';
import { tagIcon } from '../../components/place-icons';
import { useRouterLinks } from '../../components/use-router-links';
import type { ExperienceCard, Technology } from './experience-data';
import { experiencesHead } from './experiences-head';
import { type ExperiencesData, loadExperiences } from './experiences-loader';
import './experience.css';

/** An experience's card: its backdrop, logo, title and teaser, the whole card a link to its page. */
export function ExperienceCardLink({
  experience,
  page,
  eager,
}: {
  readonly experience: ExperienceCard;
  readonly page: PageInfo;
  readonly eager?: boolean;
}) {
  return (
    <li className="catalogue-xp-card">
      <a className="catalogue-xp-card__link" href={page.href('Experience', { slug: experience.slug })}>
        <img
          className="catalogue-xp-card__image"
          src={experience.backdrop}
          alt=""
          width={1280}
          height={720}
          loading={eager ? 'eager' : 'lazy'}
        />
        <span className="catalogue-xp-card__text">
          <span className="catalogue-xp-card__logo">
            <Icon name={tagIcon(experience.slug)} size={24} />
          </span>
          <span className="catalogue-xp-card__title">{experience.title}</span>
          <span className="catalogue-xp-card__teaser">{experience.teaser}</span>
        </span>
      </a>
    </li>
  );
}

/** The technologies (CAT-52): each with its picto and description; "Learn more" opens its teaser (CAT-57). */
export function TechnologyList({
  technologies,
  variant,
}: {
  readonly technologies: readonly Technology[];
  /** Which teaser opens: the new side panel, or the legacy centred modal (SHELL-58). */
  readonly variant: 'panel' | 'legacy';
}) {
  const { t } = useTranslation('catalogue');
  const modals = useModals();
  return (
    <ul className="catalogue-xp-techs">
      {technologies.map((tech) => (
        <li key={tech.slug} className="catalogue-xp-tech">
          <span className="catalogue-xp-tech__picto">
            <Icon name={tagIcon(tech.slug)} size={28} />
          </span>
          <span className="catalogue-xp-tech__text">
            <span className="catalogue-xp-tech__title">{tech.thumbnailTitle || tech.title}</span>
            <span className="catalogue-xp-tech__description">{tech.description}</span>
          </span>
          <button
            type="button"
            className="catalogue-xp-tech__more"
            aria-haspopup="dialog"
            onClick={() =>
              modals
                .getState()
                .open(variant === 'panel' ? 'experience-teaser-panel' : 'experience-teaser', { tagSlug: tech.slug })
            }
          >
            {t('experiences.learnMore')}
            <span className="catalogue-xp-hidden"> {t('experiences.about', { title: tech.title })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function ExperiencesPage({ data, page }: PageProps<ExperiencesData>) {
  const { t } = useTranslation('catalogue');
  const links = useRouterLinks<HTMLDivElement>();
  return (
    <div className="catalogue-xp-list" ref={links}>
      <header className="catalogue-xp-list__header">
        <h1 className="catalogue-xp-list__title">{t('experiences.title')}</h1>
        <p className="catalogue-xp-list__lead">{t('experiences.lead')}</p>
      </header>
      {data.groups.length === 0 ? (
        <p className="catalogue-xp-list__empty" role="status">
          {t('experiences.none')}
        </p>
      ) : (
        data.groups.map((group, groupIndex) => (
          <section key={group.slug} className="catalogue-xp-group" aria-labelledby={`xp-group-${group.slug}`}>
            <div className="catalogue-xp-group__header">
              <h2 id={`xp-group-${group.slug}`} className="catalogue-xp-section-title">
                {group.title || group.slug}
              </h2>
              <a className="catalogue-xp-group__all" href={page.href('ExperienceGroup', { slug: group.slug })}>
                {t('experiences.seeGroup')}
                <span className="catalogue-xp-hidden"> {group.title}</span>
              </a>
            </div>
            <ul className="catalogue-xp-cards">
              {group.experiences.map((experience, index) => (
                <ExperienceCardLink
                  key={experience.slug}
                  experience={experience}
                  page={page}
                  eager={groupIndex === 0 && index < 2}
                />
              ))}
            </ul>
          </section>
        ))
      )}
      {data.technologies.length > 0 ? (
        <section className="catalogue-xp-group" aria-labelledby="xp-technologies">
          <h2 id="xp-technologies" className="catalogue-xp-section-title">
            {t('experiences.technologies')}
          </h2>
          <p className="catalogue-xp-list__lead">{t('experiences.technologiesLead')}</p>
          <TechnologyList technologies={data.technologies} variant="panel" />
        </section>
      ) : null}
    </div>
  );
}

/** The experiences list (page kind Experiences, CAT-52). */
export const experiencesPage = definePage<ExperiencesData>({
  loader: loadExperiences,
  Component: ExperiencesPage,
  head: experiencesHead,
});
