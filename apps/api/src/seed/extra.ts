import { t } from '../lib/text';
import type { ShowRecord } from './catalogue';
import type { DocSeed } from './content';
import { BASE_PRICE, SITES } from './sites';

const ALL = Object.keys(SITES);
const doc = (kind: string, site: string, slug: string, sort: number, data: Record<string, unknown>): DocSeed => ({
  kind,
  site,
  slug,
  sort,
  data,
});

/** [slug, en, fr, de, nl, category, premium, description en, description fr]. */
const TAGS: [string, string, string, string, string, string, boolean, string, string][] = [
  [
    'imax',
    'IMAX',
    'IMAX',
    'IMAX',
    'IMAX',
    'experience',
    true,
    'Huge screen, laser projection, precise sound.',
    'Écran géant, projection laser, son précis.',
  ],
  [
    '4dx',
    '4DX',
    '4DX',
    '4DX',
    '4DX',
    'experience',
    true,
    'Motion seats and effects: wind, water, scents.',
    'Sièges en mouvement et effets : vent, eau, odeurs.',
  ],
  [
    'dolby-cinema',
    'Dolby Cinema',
    'Dolby Cinema',
    'Dolby Cinema',
    'Dolby Cinema',
    'experience',
    true,
    'Dolby Vision picture and Dolby Atmos sound.',
    'Image Dolby Vision et son Dolby Atmos.',
  ],
  [
    'screenx',
    'ScreenX',
    'ScreenX',
    'ScreenX',
    'ScreenX',
    'experience',
    true,
    'A 270-degree picture on three walls.',
    'Une image à 270 degrés sur trois murs.',
  ],
  [
    'premium',
    'Premium',
    'Premium',
    'Premium',
    'Premium',
    'experience',
    true,
    'Reclining seats and at-seat service.',
    'Fauteuils inclinables et service à la place.',
  ],
  ['3d', '3D', '3D', '3D', '3D', 'format', false, 'Glasses are provided.', 'Les lunettes sont fournies.'],
  [
    'avp',
    'Premiere',
    'Avant-première',
    'Vorpremiere',
    'Voorpremière',
    'event',
    false,
    'See the film before its release.',
    'Voyez le film avant sa sortie.',
  ],
  [
    'event',
    'Event',
    'Événement',
    'Event',
    'Evenement',
    'event',
    false,
    'Live and recorded events.',
    'Événements en direct et enregistrés.',
  ],
  [
    'audio-description',
    'Audio description',
    'Audiodescription',
    'Audiodeskription',
    'Audiodescriptie',
    'accessibility',
    false,
    'A narrated description for blind and partially sighted viewers, through headphones.',
    'Une description audio pour les personnes aveugles et malvoyantes, au casque.',
  ],
  [
    'hoh-subtitles',
    'Subtitles for the hard of hearing',
    'Sous-titres sourds et malentendants',
    'Untertitel für Hörgeschädigte',
    'Ondertiteling voor doven en slechthorenden',
    'accessibility',
    false,
    'Subtitles that describe dialogue and sounds.',
    'Des sous-titres qui décrivent dialogues et sons.',
  ],
  [
    'relaxed',
    'Relaxed screening',
    'Séance adaptée',
    'Entspannte Vorstellung',
    'Ontspannen voorstelling',
    'accessibility',
    false,
    'Lights dimmed but not dark, softer sound, no adverts; moving about and making noise are welcome.',
    'Lumière tamisée, son adouci, sans publicité ; on peut bouger et faire du bruit librement.',
  ],
];

/** Versions per language. */
const VERSIONS: [string, string, string, string, string, string][] = [
  ['vf', 'French version', 'VF', 'Französische Fassung', 'Franse versie', 'Dubbed in French.'],
  [
    'vost',
    'Original version, subtitled',
    'VOST',
    'Originalfassung mit Untertiteln',
    'Originele versie, ondertiteld',
    'Original language with subtitles.',
  ],
  ['vo', 'Original version', 'VO', 'Originalfassung', 'Originele versie', 'Original language, no subtitles.'],
  [
    'ov',
    'Original version (NL subtitles)',
    'VO sous-titrée néerlandais',
    'Originalfassung (NL Untertitel)',
    'OV',
    'Original language with Dutch subtitles.',
  ],
  ['nl', 'Dutch version', 'Version néerlandaise', 'Niederländische Fassung', 'NL', 'Dubbed in Dutch.'],
  ['de', 'German version', 'Version allemande', 'Deutsche Fassung', 'Duitse versie', 'Dubbed in German.'],
];

/** Seasons renamed: the former slug answers the season with its new slug as `redirectSlug` (CAT-02). */
/**
 * The order of the offers page's blocks per site (CAT-59): each country's marketing team orders
 * its own page; a site not named here uses the default.
 */
export const OFFERS_BLOCK_ORDER: Readonly<Record<string, readonly string[]>> = {
  fr: ['promotion', 'temporary', 'event', 'ecards'],
  nl: ['temporary', 'ecards', 'promotion', 'event'],
  be: ['event', 'promotion', 'temporary', 'ecards'],
  ch: ['promotion', 'event', 'temporary', 'ecards'],
};
const DEFAULT_BLOCK_ORDER = ['promotion', 'temporary', 'event', 'ecards'];

export const RENAMED_SEASONS: Readonly<Record<string, string>> = { 'opera-live-season': 'opera-season' };

const SEASONS: [string, string, string, string, string, string][] = [
  ['opera-season', 'Opera season', 'Saison opéra', 'Opernsaison', 'Operaseizoen', 'opera'],
  ['ballet-season', 'Ballet season', 'Saison ballet', 'Ballettsaison', 'Balletseizoen', 'ballet'],
  [
    'concerts',
    'Concerts on the big screen',
    'Concerts sur grand écran',
    'Konzerte auf der großen Leinwand',
    'Concerten op het grote doek',
    'concert',
  ],
  ['cinema-nights', 'Cinema nights', 'Nuits du cinéma', 'Kinonächte', 'Filmnachten', 'marathon'],
  ['festivals', 'Festivals', 'Festivals', 'Festivals', 'Festivals', 'festival'],
];

/** German and Dutch descriptions of the tags, by slug. */
const TAG_DE_NL: Record<string, [string, string]> = {
  imax: ['Riesige Leinwand, Laserprojektion, präziser Ton.', 'Reusachtig scherm, laserprojectie, precies geluid.'],
  '4dx': ['Bewegte Sitze und Effekte: Wind, Wasser, Düfte.', 'Bewegende stoelen en effecten: wind, water, geuren.'],
  'dolby-cinema': ['Bild in Dolby Vision, Ton in Dolby Atmos.', 'Beeld in Dolby Vision, geluid in Dolby Atmos.'],
  screenx: ['Ein 270-Grad-Bild auf drei Wänden.', 'Een beeld van 270 graden op drie wanden.'],
  premium: ['Liegesitze und Service am Platz.', 'Ligstoelen en bediening op je plaats.'],
  '3d': ['Brillen werden gestellt.', 'Brillen worden verstrekt.'],
  avp: ['Den Film vor dem Kinostart sehen.', 'Zie de film voor de release.'],
  event: ['Live- und aufgezeichnete Events.', 'Live en opgenomen evenementen.'],
  'audio-description': [
    'Eine gesprochene Bildbeschreibung für blinde und sehbehinderte Menschen, über Kopfhörer.',
    'Een gesproken beschrijving voor blinden en slechtzienden, via een koptelefoon.',
  ],
  'hoh-subtitles': [
    'Untertitel, die Dialoge und Geräusche beschreiben.',
    'Ondertiteling die dialogen en geluiden beschrijft.',
  ],
  relaxed: [
    'Gedämpftes Licht statt Dunkelheit, leiserer Ton, keine Werbung; Bewegung und Geräusche sind willkommen.',
    'Gedimd licht in plaats van donker, zachter geluid, geen reclame; bewegen en geluid maken mag.',
  ],
};

const VERSION_TEXT: Record<string, [string, string, string, string]> = {
  vf: ['Dubbed in French.', 'Doublé en français.', 'Französisch synchronisiert.', 'Nagesynchroniseerd in het Frans.'],
  vost: [
    'Original language with subtitles.',
    'Version originale sous-titrée.',
    'Originalsprache mit Untertiteln.',
    'Originele taal met ondertiteling.',
  ],
  vo: [
    'Original language, no subtitles.',
    'Version originale, sans sous-titres.',
    'Originalsprache ohne Untertitel.',
    'Originele taal, zonder ondertiteling.',
  ],
  ov: [
    'Original language with Dutch subtitles.',
    'Version originale sous-titrée en néerlandais.',
    'Originalsprache mit niederländischen Untertiteln.',
    'Originele taal met Nederlandse ondertiteling.',
  ],
  nl: ['Dubbed in Dutch.', 'Doublé en néerlandais.', 'Niederländisch synchronisiert.', 'Nederlands gesproken.'],
  de: ['Dubbed in German.', 'Doublé en allemand.', 'Deutsch synchronisiert.', 'Duits gesproken.'],
};

/** Every other content document: tags, versions, experiences, seasons, offers, footer, templates, alerts... */
export function extraDocs(shows: ShowRecord[]): DocSeed[] {
  const docs: DocSeed[] = [];
  TAGS.forEach(([slug, en, fr, de, nl, category, premium, dEn, dFr], i) => {
    docs.push(
      doc('tag', '*', slug, i, {
        slug,
        title: t(en, fr, de, nl),
        description: t(dEn, dFr, TAG_DE_NL[slug]?.[0] ?? dEn, TAG_DE_NL[slug]?.[1] ?? dEn),
        category,
        premium,
        isGpxp: category === 'experience',
        accessibility: category === 'accessibility',
      }),
    );
  });
  VERSIONS.forEach(([slug, en, fr, de, nl, d], i) => {
    const vt = VERSION_TEXT[slug];
    docs.push(
      doc('version', '*', slug, i, {
        slug,
        label: t(en, fr, de, nl),
        description: vt ? t(vt[0], vt[1], vt[2], vt[3]) : t(d),
      }),
    );
  });
  // Experiences (gpxp) and their groups.
  TAGS.filter((x) => x[5] === 'experience').forEach(([slug, en, fr, de, nl, , , dEn, dFr], i) => {
    docs.push(
      doc('gpxp', '*', slug, i, {
        slug,
        title: t(en, fr, de, nl),
        teaser: t(dEn, dFr, TAG_DE_NL[slug]?.[0] ?? dEn, TAG_DE_NL[slug]?.[1] ?? dEn),
        details: t(
          `<p>${dEn}</p><p>Available in selected halls.</p>`,
          `<p>${dFr}</p><p>Disponible dans certaines salles.</p>`,
          `<p>${TAG_DE_NL[slug]?.[0] ?? dEn}</p><p>In ausgewählten Sälen verfügbar.</p>`,
          `<p>${TAG_DE_NL[slug]?.[1] ?? dEn}</p><p>Beschikbaar in geselecteerde zalen.</p>`,
        ),
        group: slug === 'premium' ? 'comfort' : 'technologies',
        technologies: slug === 'premium' ? [] : [slug],
        services: slug === 'premium' ? ['at-seat-service', 'reclining-seats'] : ['laser-projection'],
      }),
    );
  });
  docs.push(
    doc('experience-group', '*', 'technologies', 0, {
      slug: 'technologies',
      title: t('Cinema technologies', 'Technologies cinéma', 'Kinotechnologien', 'Bioscooptechnologieën'),
      description: t(
        'Picture and sound at their best.',
        'L’image et le son à leur meilleur.',
        'Bild und Ton vom Feinsten.',
        'Beeld en geluid op hun best.',
      ),
    }),
    doc('experience-group', '*', 'comfort', 1, {
      slug: 'comfort',
      title: t('Comfort', 'Confort', 'Komfort', 'Comfort'),
      description: t(
        'Premium seats and service.',
        'Fauteuils et service premium.',
        'Premium-Sitze und Service.',
        'Premiumstoelen en service.',
      ),
    }),
  );
  SEASONS.forEach(([slug, en, fr, de, nl, kind], i) => {
    const members = shows.filter((s) => !s.isMovie && s.kind === kind).map((s) => s.slug);
    for (const site of ALL) {
      const price = BASE_PRICE[site] ?? 10;
      docs.push(
        doc('season', site, slug, i, {
          slug,
          title: t(en, fr, de, nl),
          type: kind,
          subtitle: t(
            'Live and on the big screen',
            'En direct sur grand écran',
            'Live auf der großen Leinwand',
            'Live op het grote doek',
          ),
          price: Math.round(price * 2 * 100) / 100,
          initialPrice: Math.round(price * 2.5 * 100) / 100,
          active: i !== 4 || site === 'fr',
          description: t(
            `${en}: the finest stages of the world, in your cinema.`,
            `${fr} : les plus belles scènes du monde, dans votre cinéma.`,
            `${de}: die schönsten Bühnen der Welt in Ihrem Kino.`,
            `${nl}: de mooiste podia ter wereld, in jouw bioscoop.`,
          ),
          shows: members,
        }),
      );
    }
  });
  for (const site of ALL) {
    const price = BASE_PRICE[site] ?? 10;
    const cur = SITES[site]?.currency ?? 'EUR';
    docs.push(
      doc('offers-page', site, 'page', 0, {
        title: t('Offers', 'Offres', 'Angebote', 'Aanbiedingen'),
        subtitle: t(
          'Go more often, pay less',
          'Allez plus souvent au cinéma, payez moins',
          'Öfter ins Kino, weniger zahlen',
          'Vaker naar de film, minder betalen',
        ),
        description: t(
          'Every way to save on your tickets.',
          'Toutes les façons d’économiser sur vos places.',
          'Alle Möglichkeiten, beim Ticket zu sparen.',
          'Alle manieren om te besparen op je tickets.',
        ),
        restriction: t(
          'Subject to conditions.',
          'Voir conditions.',
          'Bedingungen beachten.',
          'Voorwaarden van toepassing.',
        ),
        ctaInfo: t(
          'Conditions apply in participating cinemas.',
          'Conditions dans les cinémas participants.',
          'Bedingungen in den teilnehmenden Kinos.',
          'Voorwaarden in de deelnemende bioscopen.',
        ),
        blockOrder: OFFERS_BLOCK_ORDER[site] ?? DEFAULT_BLOCK_ORDER,
      }),
      doc('promotion', site, 'pass', 0, {
        title: t('The cinema pass', 'Le pass cinéma', 'Der Kinopass', 'De bioscooppas'),
        subtitle: t('Unlimited films', 'Films en illimité', 'Unbegrenzt Filme', 'Onbeperkt films'),
        description: t(
          'See every film, as often as you like.',
          'Voyez tous les films, autant que vous voulez.',
          'Alle Filme, so oft Sie wollen.',
          'Alle films, zo vaak je wilt.',
        ),
        restriction: t('12-month commitment.', 'Engagement de 12 mois.', '12 Monate Laufzeit.', '12 maanden looptijd.'),
        ctaInfo: t('From the first month.', 'Dès le premier mois.', 'Ab dem ersten Monat.', 'Vanaf de eerste maand.'),
        label: t('New', 'Nouveau', 'Neu', 'Nieuw'),
        labelColor: '#ffc426',
      }),
      doc('temporary-offer', site, 'summer-duo', 0, {
        title: t('Summer duo', 'Duo d’été', 'Sommer-Duo', 'Zomerduo'),
        subtitle: t(
          'Two tickets, two drinks',
          'Deux places, deux boissons',
          'Zwei Tickets, zwei Getränke',
          'Twee tickets, twee drankjes',
        ),
        price: Math.round(price * 1.7 * 100) / 100,
        initialPrice: Math.round(price * 2.4 * 100) / 100,
        currency: cur,
        ordering: 1,
      }),
      doc('temporary-offer', site, 'kids-morning', 1, {
        title: t('Kids’ morning', 'Matinée des enfants', 'Kindervormittag', 'Kinderochtend'),
        subtitle: t('Weekend mornings', 'Le week-end matin', 'Am Wochenendmorgen', 'In het weekend ’s ochtends'),
        price: Math.round(price * 0.5 * 100) / 100,
        initialPrice: null,
        currency: cur,
        ordering: 2,
      }),
      doc('ecard', site, 'ecard-5', 0, {
        places: 5,
        title: t('E-card 5 seats', 'E-carte 5 places', 'E-Karte 5 Plätze', 'E-kaart 5 plaatsen'),
        price: Math.round(price * 4.2 * 100) / 100,
        initialPrice: Math.round(price * 5 * 100) / 100,
        currency: cur,
      }),
      doc('ecard', site, 'ecard-3', 1, {
        places: 3,
        title: t('E-card 3 seats', 'E-carte 3 places', 'E-Karte 3 Plätze', 'E-kaart 3 plaatsen'),
        price: Math.round(price * 2.7 * 100) / 100,
        initialPrice: Math.round(price * 3 * 100) / 100,
        currency: cur,
      }),
      // Pushes of one cinema's page (C§3 cinema details): the busiest cinema of fr and nl and the Opéra.
      ...(site === 'fr' || site === 'nl'
        ? [
            doc('cinema-push', site, 'premiere-night', 0, {
              cinemas: site === 'fr' ? ['marquee-euralille-lille', 'marquee-opera-paris'] : ['marquee-zaandam'],
              title: t('Première night', 'Soirée avant-première', 'Premierenabend', 'Premièreavond'),
              date: '2026-12-04',
              cta: {
                label: t('See the première', 'Voir l’avant-première', 'Zur Premiere', 'Naar de première'),
                url:
                  site === 'fr'
                    ? t('/en/events', '/evenements')
                    : t('/en/events', undefined, undefined, '/nl/evenementen'),
              },
              contentTag: t('Event', 'Événement', 'Event', 'Evenement'),
              goal: 'event',
              description: t(
                'The film before anyone else, with the team in the room.',
                'Le film avant tout le monde, avec l’équipe dans la salle.',
                'Der Film vor allen anderen, mit dem Team im Saal.',
                'De film vóór iedereen, met het team in de zaal.',
              ),
              backgroundColor: '#1b1533',
            }),
            doc('cinema-push', site, 'cinema-breakfast', 1, {
              cinemas: site === 'fr' ? ['marquee-euralille-lille'] : ['marquee-zaandam'],
              title: t(
                'Breakfast at the cinema',
                'Petit-déjeuner au cinéma',
                'Frühstück im Kino',
                'Ontbijt in de bioscoop',
              ),
              date: null,
              cta: {
                label: t('Find out more', 'En savoir plus', 'Mehr erfahren', 'Meer weten'),
                url:
                  site === 'fr'
                    ? t('/en/offers', '/offres')
                    : t('/en/offers', undefined, undefined, '/nl/aanbiedingen'),
              },
              contentTag: t('Offer', 'Offre', 'Angebot', 'Aanbieding'),
              goal: 'offer',
              description: t(
                'Coffee and croissant with every Sunday morning showing.',
                'Café et croissant avec chaque séance du dimanche matin.',
                'Kaffee und Croissant zu jeder Sonntagmorgen-Vorstellung.',
                'Koffie en croissant bij elke zondagochtendvoorstelling.',
              ),
              backgroundColor: '#2a1d0c',
            }),
          ]
        : []),
      doc('alert', site, 'maintenance', 0, {
        level: 'info',
        title: t(
          'Online booking maintenance',
          'Maintenance de la réservation en ligne',
          'Wartung der Online-Buchung',
          'Onderhoud online boeken',
        ),
        subtitle: t(
          'Tuesday night from 2 to 4 am',
          'Mardi soir de 2 h à 4 h',
          'Dienstagnacht von 2 bis 4 Uhr',
          'Dinsdagnacht van 2 tot 4 uur',
        ),
        message: t(
          'Booking may be unavailable for a few minutes.',
          'La réservation peut être indisponible quelques minutes.',
          'Die Buchung kann einige Minuten nicht verfügbar sein.',
          'Boeken kan enkele minuten onbeschikbaar zijn.',
        ),
        class: 'maintenance-alert',
        allCinemas: true,
      }),
      ...(site === 'fr'
        ? [
            doc('alert', site, 'works-darcy', 1, {
              level: 'warning',
              title: t(
                'Works at Marquee Darcy',
                'Travaux au Marquee Darcy',
                'Bauarbeiten im Marquee Darcy',
                'Werkzaamheden in Marquee Darcy',
              ),
              subtitle: t(
                'Screen 3 closed this month',
                'Salle 3 fermée ce mois-ci',
                'Saal 3 diesen Monat geschlossen',
                'Zaal 3 deze maand gesloten',
              ),
              message: t(
                'Showtimes moved to the other screens.',
                'Les séances sont reportées dans les autres salles.',
                'Die Vorstellungen finden in den anderen Sälen statt.',
                'Voorstellingen verhuizen naar de andere zalen.',
              ),
              class: 'cinema-alert',
              allCinemas: false,
              cinemas: ['marquee-darcy-dijon'],
            }),
          ]
        : []),
      doc('master-template', site, 'accessibility', 0, {
        slug: 'accessibility',
        title: t('Accessibility', 'Accessibilité', 'Barrierefreiheit', 'Toegankelijkheid'),
        subtitle: t('Cinema for everyone', 'Le cinéma pour tous', 'Kino für alle', 'Bioscoop voor iedereen'),
        text: t(
          'Step-free access, wheelchair spaces, audio description and adapted subtitles.',
          'Accès de plain-pied, emplacements fauteuils, audiodescription et sous-titres adaptés.',
          'Stufenloser Zugang, Rollstuhlplätze, Audiodeskription und angepasste Untertitel.',
          'Drempelloze toegang, rolstoelplaatsen, audiodescriptie en aangepaste ondertiteling.',
        ),
        mobileApp: false,
      }),
      doc('master-template', site, 'mobile-app', 1, {
        slug: 'mobile-app',
        title: t('The app', 'L’application', 'Die App', 'De app'),
        subtitle: t(
          'Your tickets in your pocket',
          'Vos billets dans la poche',
          'Ihre Tickets in der Tasche',
          'Je tickets op zak',
        ),
        text: t(
          'Book, store your tickets and follow your favourite cinemas.',
          'Réservez, gardez vos billets et suivez vos cinémas favoris.',
          'Buchen, Tickets speichern, Lieblingskinos folgen.',
          'Boek, bewaar je tickets en volg je favoriete bioscopen.',
        ),
        mobileApp: true,
      }),
      // The vulnerability disclosure policy (cvd page) on every site; the general terms of sale on fr only (C§2).
      doc('master-template', site, 'cvd', 2, {
        slug: 'cvd',
        title: t(
          'Vulnerability disclosure',
          'Divulgation coordonnée des vulnérabilités',
          'Koordinierte Offenlegung von Schwachstellen',
          'Gecoördineerde openbaarmaking van kwetsbaarheden',
        ),
        subtitle: t(
          'Found a security flaw? Tell us first.',
          'Vous avez trouvé une faille ? Dites-le-nous d’abord.',
          'Eine Sicherheitslücke gefunden? Sagen Sie es zuerst uns.',
          'Een beveiligingslek gevonden? Meld het eerst bij ons.',
        ),
        text: t(
          '<p>Write to <a href="mailto:security@marquee.example">security@marquee.example</a> with the steps to reproduce. We answer within 5 working days and credit you once it is fixed.</p><p>Do not access other visitors’ data and do not disrupt the service.</p>',
          '<p>Écrivez à <a href="mailto:security@marquee.example">security@marquee.example</a> en décrivant comment reproduire la faille. Nous répondons sous 5 jours ouvrés et vous citons une fois la faille corrigée.</p><p>N’accédez pas aux données d’autres visiteurs et ne perturbez pas le service.</p>',
          '<p>Schreiben Sie an <a href="mailto:security@marquee.example">security@marquee.example</a> mit den Schritten zur Reproduktion. Wir antworten innerhalb von 5 Werktagen und nennen Sie nach der Behebung.</p><p>Greifen Sie nicht auf Daten anderer Besucher zu und stören Sie den Dienst nicht.</p>',
          '<p>Schrijf naar <a href="mailto:security@marquee.example">security@marquee.example</a> met de stappen om het te reproduceren. We antwoorden binnen 5 werkdagen en vermelden je zodra het is opgelost.</p><p>Open geen gegevens van andere bezoekers en verstoor de dienst niet.</p>',
        ),
        mobileApp: false,
      }),
      ...(site === 'fr'
        ? [
            doc('master-template', site, 'cgv', 3, {
              slug: 'cgv',
              title: t(
                'General terms of sale',
                'Conditions générales de vente',
                'Allgemeine Verkaufsbedingungen',
                'Algemene verkoopvoorwaarden',
              ),
              subtitle: t(
                'Tickets, cards and subscriptions',
                'Billets, cartes et abonnements',
                'Tickets, Karten und Abos',
                'Tickets, kaarten en abonnementen',
              ),
              text: t(
                '<h2>Tickets</h2><p>A ticket is valid for the showtime, hall and seat printed on it. Tickets are neither exchanged nor refunded, except when a showtime is cancelled.</p><h2>E-cards and gift cards</h2><p>E-cards are valid one year from purchase in every cinema of the brand.</p><h2>Subscriptions</h2><p>The pass renews monthly; it can be cancelled after its 12-month commitment.</p>',
                '<h2>Billets</h2><p>Un billet est valable pour la séance, la salle et la place qui y figurent. Les billets ne sont ni échangés ni remboursés, sauf annulation de la séance.</p><h2>E-cartes et cartes cadeaux</h2><p>Les e-cartes sont valables un an à compter de l’achat dans tous les cinémas de l’enseigne.</p><h2>Abonnements</h2><p>Le pass se renouvelle chaque mois ; il peut être résilié à l’issue de l’engagement de 12 mois.</p>',
                '<h2>Tickets</h2><p>Ein Ticket gilt für die aufgedruckte Vorstellung, den Saal und den Platz. Tickets werden weder umgetauscht noch erstattet, außer bei Ausfall der Vorstellung.</p>',
                '<h2>Tickets</h2><p>Een ticket is geldig voor de voorstelling, zaal en plaats die erop staan. Tickets worden niet geruild of terugbetaald, behalve als de voorstelling vervalt.</p>',
              ),
              mobileApp: false,
            }),
          ]
        : []),
      ...companyPages(site),
    );
  }
  return docs;
}

/**
 * The pages every site's footer and navigation name besides the catalogue: the legal notice
 * (`info/legal`, required of a trading website in the EU and elsewhere), careers
 * (`info/careers`) and the club card (the navigation's club entry, Routes.Club).
 */
function companyPages(site: string): DocSeed[] {
  const info = SITES[site];
  if (!info) throw new Error(`seed/extra: no site ${site} in seed/sites.ts`);
  const country = info.country;
  const name = (lang: 'en' | 'fr' | 'de' | 'nl') => country[lang] ?? country.en ?? country.fr ?? site.toUpperCase();
  const company = `Marquee Cinemas ${site.toUpperCase()}`;
  const host = `www.${info.domain}`;
  return [
    doc('master-template', site, 'legal', 4, {
      slug: 'legal',
      title: t('Legal notice', 'Mentions légales', 'Impressum', 'Juridische informatie'),
      subtitle: t(`Who publishes ${host}`, `Qui édite ${host}`, `Wer ${host} herausgibt`, `Wie ${host} uitgeeft`),
      text: t(
        `<h2>Publisher</h2><p>${host} is published by ${company}, the operator of the Marquee cinemas in ${name('en')}. Contact: <a href="mailto:legal@marquee.example">legal@marquee.example</a>.</p><h2>Director of publication</h2><p>The managing director of ${company}.</p><h2>Hosting</h2><p>The site is hosted by ${company} on servers located in the European Union.</p><h2>Intellectual property</h2><p>Texts, pictures, logos and trailers belong to ${company} or to their rights holders; they may not be reproduced without permission.</p><h2>Personal data</h2><p>Your account, bookings and favourites are processed only to provide the service. You may access, correct or erase them by writing to <a href="mailto:privacy@marquee.example">privacy@marquee.example</a>.</p>`,
        `<h2>Éditeur</h2><p>${host} est édité par ${company}, exploitant des cinémas Marquee en ${name('fr')}. Contact : <a href="mailto:legal@marquee.example">legal@marquee.example</a>.</p><h2>Directeur de la publication</h2><p>Le directeur général de ${company}.</p><h2>Hébergement</h2><p>Le site est hébergé par ${company} sur des serveurs situés dans l’Union européenne.</p><h2>Propriété intellectuelle</h2><p>Les textes, images, logos et bandes-annonces appartiennent à ${company} ou à leurs ayants droit ; toute reproduction sans autorisation est interdite.</p><h2>Données personnelles</h2><p>Votre compte, vos réservations et vos favoris ne sont traités que pour fournir le service. Vous pouvez y accéder, les rectifier ou les effacer en écrivant à <a href="mailto:privacy@marquee.example">privacy@marquee.example</a>.</p>`,
        `<h2>Herausgeber</h2><p>${host} wird von ${company} herausgegeben, dem Betreiber der Marquee-Kinos in ${name('de')}. Kontakt: <a href="mailto:legal@marquee.example">legal@marquee.example</a>.</p><h2>Verantwortlich für den Inhalt</h2><p>Die Geschäftsführung von ${company}.</p><h2>Hosting</h2><p>Die Website wird von ${company} auf Servern in der Europäischen Union betrieben.</p><h2>Urheberrecht</h2><p>Texte, Bilder, Logos und Trailer gehören ${company} oder den Rechteinhabern; eine Vervielfältigung ohne Erlaubnis ist untersagt.</p><h2>Personenbezogene Daten</h2><p>Ihr Konto, Ihre Buchungen und Favoriten werden nur zur Erbringung des Dienstes verarbeitet. Auskunft, Berichtigung oder Löschung: <a href="mailto:privacy@marquee.example">privacy@marquee.example</a>.</p>`,
        `<h2>Uitgever</h2><p>${host} wordt uitgegeven door ${company}, exploitant van de Marquee-bioscopen in ${name('nl')}. Contact: <a href="mailto:legal@marquee.example">legal@marquee.example</a>.</p><h2>Verantwoordelijk uitgever</h2><p>De directeur van ${company}.</p><h2>Hosting</h2><p>De site wordt gehost door ${company} op servers in de Europese Unie.</p><h2>Intellectueel eigendom</h2><p>Teksten, beelden, logo’s en trailers behoren toe aan ${company} of aan hun rechthebbenden; overnemen zonder toestemming is verboden.</p><h2>Persoonsgegevens</h2><p>Je account, boekingen en favorieten worden alleen verwerkt om de dienst te leveren. Inzage, correctie of verwijdering: <a href="mailto:privacy@marquee.example">privacy@marquee.example</a>.</p>`,
      ),
      mobileApp: false,
    }),
    doc('master-template', site, 'careers', 5, {
      slug: 'careers',
      title: t('Careers', 'Recrutement', 'Karriere', 'Vacatures'),
      subtitle: t(
        'Work where the films are',
        'Travaillez là où vivent les films',
        'Arbeiten, wo die Filme laufen',
        'Werk waar de films draaien',
      ),
      text: t(
        `<h2>In our cinemas</h2><p>Front of house, bar and projection: full-time, part-time and student jobs in every Marquee cinema in ${name('en')}.</p><h2>At head office</h2><p>Programming, marketing, digital and finance.</p><p>Send your CV and a few lines about the films you love to <a href="mailto:jobs@marquee.example">jobs@marquee.example</a>.</p>`,
        `<h2>Dans nos cinémas</h2><p>Accueil, bar et projection : CDI, temps partiel et jobs étudiants dans tous les cinémas Marquee en ${name('fr')}.</p><h2>Au siège</h2><p>Programmation, marketing, digital et finance.</p><p>Envoyez votre CV et quelques lignes sur les films que vous aimez à <a href="mailto:jobs@marquee.example">jobs@marquee.example</a>.</p>`,
        `<h2>In unseren Kinos</h2><p>Empfang, Bar und Vorführung: Voll-, Teilzeit- und Studentenjobs in jedem Marquee-Kino in ${name('de')}.</p><h2>In der Zentrale</h2><p>Programmplanung, Marketing, Digital und Finanzen.</p><p>Senden Sie Ihren Lebenslauf und ein paar Zeilen zu Ihren Lieblingsfilmen an <a href="mailto:jobs@marquee.example">jobs@marquee.example</a>.</p>`,
        `<h2>In onze bioscopen</h2><p>Ontvangst, bar en projectie: voltijd, deeltijd en studentenbanen in elke Marquee-bioscoop in ${name('nl')}.</p><h2>Op het hoofdkantoor</h2><p>Programmering, marketing, digitaal en financiën.</p><p>Stuur je cv en een paar regels over je favoriete films naar <a href="mailto:jobs@marquee.example">jobs@marquee.example</a>.</p>`,
      ),
      mobileApp: false,
    }),
    doc('master-template', site, 'club', 6, {
      slug: 'club',
      title: t('Club card', 'Carte club', 'Clubkarte', 'Clubkaart'),
      subtitle: t(
        'Free, and it pays from the first film',
        'Gratuite, elle paie dès le premier film',
        'Kostenlos, und sie lohnt sich ab dem ersten Film',
        'Gratis, en voordelig vanaf de eerste film',
      ),
      text: t(
        '<h2>Points at every visit</h2><p>Each ticket and each snack earns points; 100 points give a free ticket.</p><h2>Member prices</h2><p>Reduced prices on weekday showings and on the bar.</p><h2>Your birthday film</h2><p>One free ticket in your birthday month.</p><p>The card comes with your account: sign in or create one, and show the card in the app or at the counter.</p>',
        '<h2>Des points à chaque visite</h2><p>Chaque billet et chaque en-cas rapporte des points ; 100 points donnent une place offerte.</p><h2>Des prix membres</h2><p>Tarifs réduits sur les séances en semaine et au bar.</p><h2>Votre film d’anniversaire</h2><p>Une place offerte le mois de votre anniversaire.</p><p>La carte est liée à votre compte : connectez-vous ou créez-en un, puis présentez-la dans l’application ou en caisse.</p>',
        '<h2>Punkte bei jedem Besuch</h2><p>Jedes Ticket und jeder Snack bringt Punkte; 100 Punkte ergeben ein Freiticket.</p><h2>Mitgliederpreise</h2><p>Ermäßigte Preise für Vorstellungen unter der Woche und an der Bar.</p><h2>Ihr Geburtstagsfilm</h2><p>Ein Freiticket in Ihrem Geburtstagsmonat.</p><p>Die Karte gehört zu Ihrem Konto: Melden Sie sich an oder legen Sie eines an und zeigen Sie die Karte in der App oder an der Kasse.</p>',
        '<h2>Punten bij elk bezoek</h2><p>Elk ticket en elke snack levert punten op; 100 punten geven een gratis ticket.</p><h2>Ledenprijzen</h2><p>Lagere prijzen voor voorstellingen door de week en aan de bar.</p><h2>Je verjaardagsfilm</h2><p>Eén gratis ticket in je verjaardagsmaand.</p><p>De kaart hoort bij je account: log in of maak er een aan en toon de kaart in de app of aan de kassa.</p>',
      ),
      mobileApp: false,
    }),
  ];
}

export { TAGS, VERSIONS };
