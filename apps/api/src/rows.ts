import type { CinemaRecord, HallRecord } from './seed/catalogue';
import type { CitySeed } from './seed/geo';

/** The seed's record and value types the other layers speak in (routes import nothing from seed/). */
export type { CardRecord } from './seed/cards';
export type { ShowRecord } from './seed/catalogue';
export type { ClientData } from './seed/demo-clients';
export type { Brand, Lang, SiteInfo, Text } from './seed/sites';

/**
 * The rows the queries layer hands to views: what a database behind the queries must give back,
 * whatever it is. (Types only: nothing here reads anything.)
 */
export interface CinemaRow extends CinemaRecord {
  id: number;
  /** The cinema's pre-show (adverts and trailers) in minutes. */
  preShowMinutes: number;
  hallRows: (HallRecord & { id: number })[];
}
export type CityRow = Omit<CitySeed, 'cinemas'>;
export interface DocRow {
  kind: string;
  site: string;
  slug: string;
  sort: number;
  data: Record<string, unknown>;
}
export interface ShowtimeRow {
  id: number;
  cinema_id: number;
  show_id: number;
  date: string;
  start: string;
  hall_id: number;
  version: string;
  tags: string;
  soldout: number;
  special: string | null;
  /** The session's own pre-show in minutes; null: the cinema's. */
  pre_show: number | null;
}

/** A help-centre (FAQ) article document, read in one language. */
export interface FaqArticleRow {
  id: number;
  slug: string;
  categoryId: number;
  title: string;
  teaser: string;
  content: string;
  publicationDate: string;
}
/** A help-centre (FAQ) category document, read in one language. */
export interface FaqCategoryRow {
  id: number;
  slug: string;
  topic: string;
  title: string;
  description: string;
}
/** One hit of the full-text search index (`search_fts`): what it is, its reference, its title, its rank (lower first). */
export interface SearchHitRow {
  type: string;
  ref: string;
  title: string;
  rank: number;
}
