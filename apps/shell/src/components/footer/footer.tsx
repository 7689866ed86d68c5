import { type FooterCinema, footerCinemaGroups, type Language } from '@marquee/domain-models';
import { useFlags } from '@marquee/feature-flags';
import { dateTimeFormat, type TextKey, useTranslation } from '@marquee/i18n';
import { href } from '@marquee/routing';
import { type FooterColumn, FooterColumns, type FooterLink, FooterLinkList } from '@marquee/ui-kit';
import { type MouseEvent, useRef } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router';
import type { RootLoaderData } from '../../app/loader-data';
import { useShell } from '../../app/shell-context';
import { type FooterData, footerLinkHref, footerSocials, isShownFooterLink } from './footer-data';
import './footer.css';

/** The title of each FAQ topic the footer knows (a topic without one is shown untitled). */
const FAQ_TOPIC_TEXTS: ReadonlyMap<string, TextKey<'common'>> = new Map<string, TextKey<'common'>>([
  ['booking', 'footer.faqTopics.booking'],
  ['subscription', 'footer.faqTopics.subscription'],
  ['vouchers', 'footer.faqTopics.vouchers'],
  ['home', 'footer.faqTopics.home'],
  ['programming', 'footer.faqTopics.programming'],
  ['experience', 'footer.faqTopics.experience'],
]);

const NO_DATA: FooterData = { columns: null, topCities: null, faq: null, cinemas: null };

/** Further than this from a new year in UTC, every time zone (UTC−12 to UTC+14) is in the same year. */
const NEW_YEAR_MARGIN_MS = 15 * 60 * 60 * 1000;

/**
 * The year of a moment in the site's time zone (the same on the server and in the browser).
 * Intl is asked only within 15 hours of a new year: the first time-zone format of a page loads
 * the zone data, ~15 ms of a phone's main thread while hydrating, for a year known otherwise.
 */
export function yearIn(moment: Date, timeZone: string): number {
  const utcYear = moment.getUTCFullYear();
  const time = moment.getTime();
  if (time - Date.UTC(utcYear, 0, 1) > NEW_YEAR_MARGIN_MS && Date.UTC(utcYear + 1, 0, 1) - time > NEW_YEAR_MARGIN_MS) {
    return utcYear;
  }
  return Number(dateTimeFormat('en', { timeZone, year: 'numeric' }).format(moment));
}

/**
 * The footer data of the page, where a part that failed to load on a later navigation keeps
 * what the page showed before in the same language (a failed call never empties a footer
 * that was complete).
 */
function useKeptFooterData(data: FooterData, language: Language): FooterData {
  const kept = useRef<{ language: Language; data: FooterData } | null>(null);
  const previous = kept.current?.language === language ? kept.current.data : NO_DATA;
  const merged: FooterData = {
    columns: data.columns ?? previous.columns,
    topCities: data.topCities ?? previous.topCities,
    faq: data.faq ?? previous.faq,
    cinemas: data.cinemas ?? previous.cinemas,
  };
  kept.current = { language, data: merged };
  return merged;
}

/**
 * The page footer (SHELL-33..43): the content system's columns, the cinemas (top cities and
 * an all-cinemas link, or every cinema where `cinemaFullList` is on), the FAQ block, the
 * site's social networks and the brand line. An accordion on mobile and tablet, every column
 * open on desktop, rendered on the server for the request's viewport class.
 */
export function Footer({ language }: { language: Language }) {
  const { site, renderedAt, device } = useShell();
  const flags = useFlags();
  const { t } = useTranslation('common');
  const root = useRouteLoaderData('root') as RootLoaderData | undefined;
  const data = useKeptFooterData(root?.footer ?? NO_DATA, language);
  const newTab = t('footer.newTab');

  const columns: FooterColumn[] = (data.columns ?? []).flatMap((column, index) => {
    const links: FooterLink[] = column.links.filter(isShownFooterLink).map((link) => ({
      title: link.title,
      url: footerLinkHref(site, language, link.url, flags),
      newTab: link.newTab,
    }));
    return links.length > 0 && column.title.trim() !== '' ? [{ id: `cms-${index}`, title: column.title, links }] : [];
  });

  const allCinemas: FooterLink = { title: t('footer.allCinemas'), url: href(site, language, 'Cinemas') };
  const cinemaLink = (cinema: FooterCinema): FooterLink => ({
    title: cinema.name,
    url: href(site, language, 'Cinema', { slug: cinema.slug }),
  });
  if (flags.cinemaFullList && data.cinemas) {
    const groups = footerCinemaGroups(data.cinemas, { byCity: flags.cinemasGroupByCity, locale: language });
    const flat = groups.length === 1 && groups[0]?.city === null;
    columns.push({
      id: 'cinemas',
      title: t('footer.cinemas'),
      // Cities side by side on desktop, under the other columns.
      wide: !flat && groups.length > 1,
      content: flat ? (
        <FooterLinkList links={groups[0]?.cinemas.map(cinemaLink) ?? []} newTabLabel={newTab} />
      ) : (
        <div className="shell-footer__groups">
          {groups.map((group) => (
            <div key={group.city?.slug} className="shell-footer__group">
              <h3 className="shell-footer__group-title">{group.city?.name}</h3>
              <FooterLinkList links={group.cinemas.map(cinemaLink)} newTabLabel={newTab} />
            </div>
          ))}
        </div>
      ),
    });
  } else {
    // Top cities and the all-cinemas link (SHELL-40..42); the link alone when the data failed.
    const cities = (flags.cinemaFullList ? [] : (data.topCities ?? [])).map((city) => ({
      title: city.name,
      url: href(site, language, 'City', { slug: city.slug }),
    }));
    columns.push({ id: 'cinemas', title: t('footer.cinemas'), links: [...cities, allCinemas] });
  }

  const faq = (data.faq ?? []).filter((group) => group.questions.length > 0);
  columns.push({
    id: 'faq',
    title: t('footer.faq'),
    wide: faq.length > 0,
    content: (
      <>
        {faq.length > 0 ? (
          <div className="shell-footer__faq">
            {faq.map((group) => {
              const topicKey = FAQ_TOPIC_TEXTS.get(group.type);
              const topic = topicKey ? t(topicKey) : '';
              return (
                <div key={group.type} className="shell-footer__group">
                  {topic ? <h3 className="shell-footer__group-title">{topic}</h3> : null}
                  {group.questions.map((question) => (
                    <details key={question.title} className="shell-footer__question">
                      <summary className="shell-footer__question-title mq-focusable">{question.title}</summary>
                      <p className="shell-footer__answer">{question.description}</p>
                    </details>
                  ))}
                </div>
              );
            })}
          </div>
        ) : null}
        <FooterLinkList
          className="shell-footer__more"
          links={[{ title: t('footer.allQuestions'), url: href(site, language, 'FaqHome') }]}
          newTabLabel={newTab}
        />
      </>
    ),
  });

  const socials = footerSocials(flags, site.externalLinks);
  const navigate = useNavigate();
  // The footer's links to pages of the site go through the router (no full reload), like the
  // header's; new-tab, modified and outside links are left to the browser.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegates link activations (keyboard included: Enter on a link fires click).
    <footer className="shell-footer" onClick={onClick}>
      <div className="shell-footer__inner">
        <FooterColumns columns={columns} newTabLabel={newTab} serverViewport={device.viewport} />
        <div className="shell-footer__bottom">
          {socials.length > 0 ? (
            <section aria-labelledby="shell-footer-social" className="shell-footer__social">
              <h2 id="shell-footer-social" className="shell-footer__social-title">
                {t('footer.followUs')}
              </h2>
              <FooterLinkList
                className="shell-footer__social-links"
                links={socials.map((social) => ({ title: social.label, url: social.url, newTab: true }))}
                newTabLabel={newTab}
              />
            </section>
          ) : null}
          <p className="shell-footer__brand">
            {t('footer.rights', { brand: site.brand, year: yearIn(renderedAt, site.timeZone) })}
          </p>
        </div>
      </div>
    </footer>
  );
}
