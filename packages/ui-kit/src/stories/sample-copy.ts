/** Sample copy for stories: the kit takes every string as a prop, so stories show each language. */
export const LANGUAGES = ['en', 'fr', 'de', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

export const COPY = {
  en: { book: 'Book now', newTab: 'opens in a new tab', close: 'Close', more: 'Show more', showtimes: 'Showtimes' },
  fr: { book: 'Réserver', newTab: 'ouvre un nouvel onglet', close: 'Fermer', more: 'Voir plus', showtimes: 'Séances' },
  de: {
    book: 'Jetzt Kinokarten reservieren',
    newTab: 'öffnet sich in einem neuen Tab',
    close: 'Schließen',
    more: 'Weitere Vorstellungen anzeigen',
    showtimes: 'Vorstellungszeiten',
  },
  nl: {
    book: 'Nu reserveren',
    newTab: 'opent in een nieuw tabblad',
    close: 'Sluiten',
    more: 'Meer tonen',
    showtimes: 'Voorstellingen',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** A deliberately long German label, for overflow checks. */
export const LONG_GERMAN = 'Donaudampfschifffahrtsgesellschaftskapitänsmütze Vorverkaufsberechtigungsnachweis';
