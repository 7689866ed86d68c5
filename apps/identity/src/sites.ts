import type { CountryCode } from '@marquee/domain-models';
import type { SiteConfig } from '@marquee/site-config';
import be from '@marquee/site-be/site.config';
import ch from '@marquee/site-ch/site.config';
import ci from '@marquee/site-ci/site.config';
import fr from '@marquee/site-fr/site.config';
import ma from '@marquee/site-ma/site.config';
import nl from '@marquee/site-nl/site.config';
import sn from '@marquee/site-sn/site.config';
import tn from '@marquee/site-tn/site.config';

/** Every site's configuration: one OpenID Connect client each. */
export const SITES: readonly SiteConfig[] = [fr, ch, be, nl, tn, sn, ci, ma];

export const siteByCode = (code: CountryCode | string | undefined): SiteConfig | undefined =>
  SITES.find((site) => site.code === code);
