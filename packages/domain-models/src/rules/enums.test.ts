import { describe, expect, it } from 'vitest';
import {
  ARTICLE_TYPES,
  CINEMA_SELECTION_KINDS,
  CTA_TYPES,
  DATE_RANGE_TYPES,
  EMOTIONS,
  FILTER_KINDS,
  FLAG_COLOURS,
  flagColour,
  isHeartLabel,
  LOGIN_STATES,
  SEARCH_RESULT_TYPES,
  SHOWTIME_STATUSES,
  toSelectionKind,
  VIDEO_TYPES,
} from './enums';

describe('enumerations', () => {
  it('RULE-35 article types: news, event, offer, experience', () => {
    expect(ARTICLE_TYPES).toEqual(['news', 'event', 'offer', 'experience']);
  });
  it('RULE-36 search result types: show, cinema, offer, news, faq', () => {
    expect(SEARCH_RESULT_TYPES).toEqual(['show', 'cinema', 'offer', 'news', 'faq']);
  });
  it('RULE-37 date range types: exact, from, interval, until, noDate, exactWithoutHours', () => {
    expect(DATE_RANGE_TYPES).toEqual(['exact', 'from', 'interval', 'until', 'noDate', 'exactWithoutHours']);
  });
  it('RULE-34 "Flag colours by number: 1 green, 2 yellow, 3 grey, 4 red, 5 blue (code 5 means the heart label)"', () => {
    expect(FLAG_COLOURS).toEqual({ 1: 'green', 2: 'yellow', 3: 'grey', 4: 'red', 5: 'blue' });
    expect(flagColour(4)).toBe('red');
    expect(flagColour(9)).toBeNull();
    expect(flagColour(null)).toBeNull();
    expect(isHeartLabel(5)).toBe(true);
    expect(isHeartLabel(1)).toBe(false);
  });
  it('RULE-38 filter kinds: genres, tags, versions, date, localisation', () => {
    expect(FILTER_KINDS).toEqual(['genres', 'tags', 'versions', 'date', 'localisation']);
  });
  it('RULE-39 cinema selection kinds: canonical cinema, city, position, favorite; around and fav are aliases', () => {
    expect(CINEMA_SELECTION_KINDS).toEqual(['cinema', 'city', 'position', 'favorite']);
    expect(toSelectionKind('around')).toBe('position');
    expect(toSelectionKind('fav')).toBe('favorite');
    expect(toSelectionKind('city')).toBe('city');
    expect(toSelectionKind('toString')).toBeNull();
    expect(toSelectionKind('nowhere')).toBeNull();
  });
  it('RULE-01 showtime statuses: available, soldout, locked', () => {
    expect(SHOWTIME_STATUSES).toEqual(['available', 'soldout', 'locked']);
  });
  it('ENT-37 emotions: disappointed, liked, loved; ACC-07 login states: logged, not logged, unknown', () => {
    expect(EMOTIONS).toEqual(['disappointed', 'liked', 'loved']);
    expect(LOGIN_STATES).toEqual(['logged', 'notLogged', 'unknown']);
  });
  it('RULE-40 video types and RULE-41 promotion cta types', () => {
    expect(VIDEO_TYPES).toEqual(['allocine', 'vimeo', 'youtube', 'S3']);
    expect(CTA_TYPES).toEqual(['none', 'yellow-button', 'black-button', 'book-now']);
  });
});
