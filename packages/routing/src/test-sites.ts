import { SITE_TABLE } from '@marquee/domain-models';
import type { RoutingSite } from './routes';

// The eight sites of the one table of sites (SITE-04..11, SITE-15..17), for tests.
export const SITES: Readonly<Record<string, RoutingSite>> = SITE_TABLE;

export const { fr, ch, be, nl, tn }: Readonly<Record<'fr' | 'ch' | 'be' | 'nl' | 'tn', RoutingSite>> = SITE_TABLE;
