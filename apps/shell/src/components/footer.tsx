import type { Language } from '@marquee/domain-models';
import { useFlags } from '@marquee/feature-flags';
import { useTranslation } from '@marquee/i18n';
import { href } from '@marquee/routing';
import { Link } from 'react-router';
import { useShell } from '../app/shell-context';

/** Social networks and the flag that shows each (FLAG-30..34). */
const SOCIALS = [
  { flag: 'socialFacebook', label: 'Facebook', url: 'https://www.facebook.com/' },
  { flag: 'socialInstagram', label: 'Instagram', url: 'https://www.instagram.com/' },
  { flag: 'socialTiktok', label: 'TikTok', url: 'https://www.tiktok.com/' },
  { flag: 'socialTwitter', label: 'X (Twitter)', url: 'https://x.com/' },
  { flag: 'socialYoutube', label: 'YouTube', url: 'https://www.youtube.com/' },
] as const;

/** The year of a moment in the site's time zone (the same on the server and in the browser). */
function yearIn(moment: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(moment));
}

/** Footer: help and cinemas links, the site's social networks, the brand line. */
export function Footer({ language }: { language: Language }) {
  const { site, renderedAt } = useShell();
  const flags = useFlags();
  const { t } = useTranslation('common');
  return (
    <footer className="footer">
      <nav aria-label={t('footer.label')} className="footer__links">
        <ul>
          <li>
            <Link to={href(site, language, 'FaqHome')}>{t('footer.help')}</Link>
          </li>
          <li>
            <Link to={href(site, language, 'Cinemas')}>{t('footer.allCinemas')}</Link>
          </li>
        </ul>
      </nav>
      <section aria-labelledby="footer-social" className="footer__social">
        <h2 id="footer-social">{t('footer.followUs')}</h2>
        <ul>
          {SOCIALS.filter((social) => flags[social.flag]).map((social) => (
            <li key={social.flag}>
              <a href={social.url} rel="noopener noreferrer" target="_blank">
                {social.label}
                <span className="visually-hidden"> {t('common.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <p className="footer__brand">
        {t('footer.rights', { brand: site.brand, year: yearIn(renderedAt, site.timeZone) })}
      </p>
    </footer>
  );
}
