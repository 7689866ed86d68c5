import { type T, t } from '../lib/text';

/** A stored document: kind, site ('*' = every site), slug, sort key and translated data. */
export interface DocSeed {
  kind: string;
  site: string;
  slug: string;
  sort: number;
  data: Record<string, unknown>;
}

const ALL = ['fr', 'ch', 'be', 'nl', 'tn', 'sn', 'ci', 'ma'];

/** FAQ topics: French-language list and English list of the spec, translated for de and nl. */
export const FAQ_CATEGORIES: { id: number; slug: string; topic: string; title: T; description: T }[] = [
  {
    id: 1,
    slug: 'online-booking',
    topic: 'booking',
    title: t('Tickets', 'Réservation en ligne', 'Tickets', 'Tickets'),
    description: t(
      'Booking, payment and e-tickets.',
      'Réserver, payer et retrouver vos e-billets.',
      'Buchung, Zahlung und E-Tickets.',
      'Boeken, betalen en e-tickets.',
    ),
  },
  {
    id: 2,
    slug: 'subscription',
    topic: 'subscription',
    title: t('Club subscriptions', 'Abonnement', 'Club-Abos', 'Clubabonnementen'),
    description: t(
      'Your cinema pass, its plans and its advantages.',
      'Votre pass cinéma, ses formules et ses avantages.',
      'Ihr Kinopass, Tarife und Vorteile.',
      'Je bioscooppas, abonnementen en voordelen.',
    ),
  },
  {
    id: 3,
    slug: 'vouchers-gift-cards',
    topic: 'vouchers',
    title: t('Vouchers and gift cards', 'Mon compte', 'Gutscheine und Geschenkkarten', 'Vouchers en cadeaukaarten'),
    description: t(
      'Check a balance, use a voucher, offer a gift card.',
      'Votre compte, vos e-cartes et vos bons.',
      'Guthaben prüfen, Gutschein einlösen, Karte verschenken.',
      'Saldo bekijken, voucher gebruiken, cadeaukaart geven.',
    ),
  },
  {
    id: 4,
    slug: 'streaming-at-home',
    topic: 'home',
    title: t('Streaming at home', 'À la maison', 'Streaming zu Hause', 'Thuis streamen'),
    description: t(
      'Films to rent and buy at home.',
      'Les films à louer et acheter chez vous.',
      'Filme zum Leihen und Kaufen zu Hause.',
      'Films huren en kopen voor thuis.',
    ),
  },
  {
    id: 5,
    slug: 'film-information',
    topic: 'programming',
    title: t('Film information', 'Programmation', 'Filminformationen', 'Filminformatie'),
    description: t(
      'Showtimes, versions and ratings.',
      'Séances, versions et classifications.',
      'Vorstellungen, Fassungen und Altersfreigaben.',
      'Voorstellingen, versies en leeftijdsclassificaties.',
    ),
  },
  {
    id: 6,
    slug: 'plan-your-visit',
    topic: 'experience',
    title: t('Plan your visit', 'Expérience cinéma', 'Besuch planen', 'Je bezoek plannen'),
    description: t(
      'Access, accessibility, premium halls.',
      'Accès, accessibilité, salles premium.',
      'Anfahrt, Barrierefreiheit, Premium-Säle.',
      'Bereikbaarheid, toegankelijkheid, premiumzalen.',
    ),
  },
];

/** [category id, en title, fr title, de title, nl title, en answer, fr answer]. */
const FAQ: [number, string, string, string, string, string, string][] = [
  [
    1,
    'How do I book a ticket online?',
    'Comment réserver une place en ligne ?',
    'Wie buche ich ein Ticket online?',
    'Hoe boek ik online een ticket?',
    'Choose a film, a cinema and a showtime, then pay online: your e-ticket arrives by e-mail and in your account.',
    'Choisissez un film, un cinéma et une séance puis payez en ligne : votre e-billet arrive par e-mail et dans votre compte.',
  ],
  [
    1,
    'Can I cancel or exchange my booking?',
    'Puis-je annuler ou échanger ma réservation ?',
    'Kann ich meine Buchung stornieren?',
    'Kan ik mijn boeking annuleren?',
    'Bookings can be exchanged up to one hour before the showtime from your account.',
    'Une réservation peut être échangée jusqu’à une heure avant la séance depuis votre compte.',
  ],
  [
    1,
    'I did not receive my e-ticket',
    'Je n’ai pas reçu mon e-billet',
    'Ich habe mein E-Ticket nicht erhalten',
    'Ik heb mijn e-ticket niet ontvangen',
    'Check your spam folder, then find the ticket under My bookings in your account.',
    'Vérifiez vos courriers indésirables puis retrouvez le billet dans Mes réservations.',
  ],
  [
    1,
    'Which payment methods are accepted?',
    'Quels moyens de paiement sont acceptés ?',
    'Welche Zahlungsmittel werden akzeptiert?',
    'Welke betaalmethoden worden geaccepteerd?',
    'Cards, mobile wallets, e-cards and vouchers are accepted online and at the box office.',
    'Cartes bancaires, portefeuilles mobiles, e-cartes et bons sont acceptés en ligne et en caisse.',
  ],
  [
    2,
    'How does the cinema pass work?',
    'Comment fonctionne le pass cinéma ?',
    'Wie funktioniert der Kinopass?',
    'Hoe werkt de bioscooppas?',
    'The pass gives unlimited films in partner cinemas for a monthly fee, with a 12-month commitment.',
    'Le pass donne accès aux films en illimité dans les cinémas partenaires pour un prix mensuel, avec un engagement de 12 mois.',
  ],
  [
    2,
    'Can I change my subscription plan?',
    'Puis-je changer de formule ?',
    'Kann ich meinen Tarif wechseln?',
    'Kan ik van abonnement wisselen?',
    'You can upgrade at any time; a downgrade takes effect at the next renewal.',
    'Vous pouvez monter en gamme à tout moment ; une baisse prend effet au prochain renouvellement.',
  ],
  [
    2,
    'Which cinemas accept the pass?',
    'Quels cinémas acceptent le pass ?',
    'Welche Kinos akzeptieren den Pass?',
    'Welke bioscopen accepteren de pas?',
    'Every cinema of the brand and the partner cinemas listed on the subscription page.',
    'Tous les cinémas de l’enseigne et les cinémas partenaires listés sur la page abonnement.',
  ],
  [
    3,
    'How do I check the balance of a gift card?',
    'Comment consulter le solde d’une carte cadeau ?',
    'Wie prüfe ich das Guthaben einer Geschenkkarte?',
    'Hoe bekijk ik het saldo van een cadeaukaart?',
    'Enter the card number and its code on the gift card page to see the balance and expiry date.',
    'Saisissez le numéro de la carte et son code sur la page carte cadeau pour voir le solde et la date de validité.',
  ],
  [
    3,
    'How do I use a voucher?',
    'Comment utiliser un bon ?',
    'Wie löse ich einen Gutschein ein?',
    'Hoe gebruik ik een voucher?',
    'Enter the voucher code at payment, or check it first with the voucher checker.',
    'Saisissez le code du bon lors du paiement, ou vérifiez-le d’abord avec le vérificateur de bons.',
  ],
  [
    3,
    'My voucher has expired',
    'Mon bon a expiré',
    'Mein Gutschein ist abgelaufen',
    'Mijn voucher is verlopen',
    'Expired vouchers cannot be used; contact us if it expired less than a month ago.',
    'Un bon expiré n’est plus utilisable ; contactez-nous s’il a expiré depuis moins d’un mois.',
  ],
  [
    4,
    'Can I watch films at home?',
    'Puis-je regarder des films chez moi ?',
    'Kann ich Filme zu Hause sehen?',
    'Kan ik films thuis bekijken?',
    'Where home video is offered, films can be rented for 48 hours or bought.',
    'Là où la vidéo à la maison est proposée, les films se louent pour 48 heures ou s’achètent.',
  ],
  [
    4,
    'On which devices can I stream?',
    'Sur quels appareils puis-je regarder ?',
    'Auf welchen Geräten kann ich streamen?',
    'Op welke apparaten kan ik streamen?',
    'On a browser, a smart TV application, a phone or a tablet.',
    'Sur un navigateur, une application TV connectée, un téléphone ou une tablette.',
  ],
  [
    5,
    'What do VF, VOST and VO mean?',
    'Que signifient VF, VOST et VO ?',
    'Was bedeuten VF, VOST und VO?',
    'Wat betekenen VF, VOST en VO?',
    'VF is the French-dubbed version, VOST the original version with subtitles, VO the original version.',
    'VF est la version doublée en français, VOST la version originale sous-titrée, VO la version originale.',
  ],
  [
    5,
    'When are new showtimes published?',
    'Quand les nouvelles séances sont-elles publiées ?',
    'Wann werden neue Vorstellungen veröffentlicht?',
    'Wanneer worden nieuwe voorstellingen gepubliceerd?',
    'Showtimes are published three weeks ahead and updated every day.',
    'Les séances sont publiées trois semaines à l’avance et mises à jour chaque jour.',
  ],
  [
    5,
    'What does the age rating mean?',
    'Que signifie la classification d’âge ?',
    'Was bedeutet die Altersfreigabe?',
    'Wat betekent de leeftijdsclassificatie?',
    'Each country uses its own scheme; the rating is shown on every film page and checked at the entrance.',
    'Chaque pays a son système ; la classification figure sur chaque fiche film et est contrôlée à l’entrée.',
  ],
  [
    6,
    'Are the cinemas accessible to wheelchair users?',
    'Les cinémas sont-ils accessibles en fauteuil roulant ?',
    'Sind die Kinos rollstuhlgerecht?',
    'Zijn de bioscopen toegankelijk voor rolstoelgebruikers?',
    'Yes: every cinema has step-free access and wheelchair spaces in each hall.',
    'Oui : chaque cinéma est accessible de plain-pied avec des emplacements dans chaque salle.',
  ],
  [
    6,
    'What is a premium hall?',
    'Qu’est-ce qu’une salle premium ?',
    'Was ist ein Premium-Saal?',
    'Wat is een premiumzaal?',
    'Premium halls offer reclining seats, a larger screen and immersive sound.',
    'Les salles premium offrent des fauteuils inclinables, un écran plus grand et un son immersif.',
  ],
  [
    6,
    'Can I bring my own food?',
    'Puis-je apporter ma nourriture ?',
    'Darf ich eigenes Essen mitbringen?',
    'Mag ik mijn eigen eten meenemen?',
    'Food and drinks bought outside are not allowed in the halls.',
    'La nourriture et les boissons achetées à l’extérieur ne sont pas admises en salle.',
  ],
];

/** German and Dutch answers of FAQ (same order as FAQ). */
const FAQ_DE_NL: [string, string][] = [
  [
    'Film, Kino und Vorstellung wählen, dann online bezahlen: Ihr E-Ticket kommt per E-Mail und in Ihr Konto.',
    'Kies een film, een bioscoop en een voorstelling en betaal online: je e-ticket komt per e-mail en in je account.',
  ],
  [
    'Buchungen können bis eine Stunde vor der Vorstellung in Ihrem Konto umgetauscht werden.',
    'Boekingen kun je tot een uur voor de voorstelling in je account omruilen.',
  ],
  [
    'Prüfen Sie den Spam-Ordner und finden Sie das Ticket unter Meine Buchungen in Ihrem Konto.',
    'Kijk in je spammap en vind het ticket onder Mijn boekingen in je account.',
  ],
  [
    'Karten, mobile Wallets, E-Karten und Gutscheine werden online und an der Kasse akzeptiert.',
    'Kaarten, mobiele wallets, e-kaarten en vouchers worden online en aan de kassa geaccepteerd.',
  ],
  [
    'Der Pass bietet unbegrenzt Filme in Partnerkinos zu einem Monatspreis, mit 12 Monaten Laufzeit.',
    'De pas geeft onbeperkt films in partnerbioscopen voor een maandprijs, met een looptijd van 12 maanden.',
  ],
  [
    'Ein Upgrade ist jederzeit möglich; ein Downgrade gilt ab der nächsten Verlängerung.',
    'Upgraden kan altijd; een downgrade gaat in bij de volgende verlenging.',
  ],
  [
    'Alle Kinos der Marke und die auf der Abo-Seite aufgeführten Partnerkinos.',
    'Alle bioscopen van het merk en de partnerbioscopen op de abonnementspagina.',
  ],
  [
    'Geben Sie Kartennummer und Code auf der Geschenkkarten-Seite ein, um Guthaben und Ablaufdatum zu sehen.',
    'Voer het kaartnummer en de code in op de cadeaukaartpagina om saldo en vervaldatum te zien.',
  ],
  [
    'Geben Sie den Gutscheincode bei der Zahlung ein oder prüfen Sie ihn vorher mit dem Gutschein-Check.',
    'Voer de vouchercode in bij het betalen of controleer hem eerst met de vouchercheck.',
  ],
  [
    'Abgelaufene Gutscheine sind nicht mehr gültig; melden Sie sich, wenn er vor weniger als einem Monat ablief.',
    'Verlopen vouchers zijn niet meer geldig; neem contact op als hij minder dan een maand geleden verliep.',
  ],
  [
    'Wo Heimkino angeboten wird, können Filme 48 Stunden geliehen oder gekauft werden.',
    'Waar thuiskijken wordt aangeboden, kun je films 48 uur huren of kopen.',
  ],
  [
    'Im Browser, in einer Smart-TV-App, auf dem Telefon oder dem Tablet.',
    'In een browser, een smart-tv-app, op een telefoon of een tablet.',
  ],
  [
    'VF ist die französische Synchronfassung, VOST die Originalfassung mit Untertiteln, VO die Originalfassung.',
    'VF is de Franse nagesynchroniseerde versie, VOST de originele versie met ondertiteling, VO de originele versie.',
  ],
  [
    'Vorstellungen werden drei Wochen im Voraus veröffentlicht und täglich aktualisiert.',
    'Voorstellingen worden drie weken vooruit gepubliceerd en elke dag bijgewerkt.',
  ],
  [
    'Jedes Land hat sein eigenes System; die Freigabe steht auf jeder Filmseite und wird am Eingang geprüft.',
    'Elk land heeft zijn eigen systeem; de classificatie staat op elke filmpagina en wordt bij de ingang gecontroleerd.',
  ],
  [
    'Ja: jedes Kino ist stufenlos zugänglich, mit Rollstuhlplätzen in jedem Saal.',
    'Ja: elke bioscoop is drempelloos toegankelijk, met rolstoelplaatsen in elke zaal.',
  ],
  [
    'Premium-Säle bieten Liegesitze, eine größere Leinwand und immersiven Ton.',
    'Premiumzalen hebben ligstoelen, een groter scherm en meeslepend geluid.',
  ],
  [
    'Außerhalb gekaufte Speisen und Getränke sind in den Sälen nicht erlaubt.',
    'Buiten gekocht eten en drinken is niet toegestaan in de zalen.',
  ],
];

/** German and Dutch teasers of the articles, by slug. */
const ARTICLE_DE_NL: Record<string, [string, string]> = {
  'summer-of-cinema': [
    'Drei Monate Vorpremieren, Open-Air-Vorstellungen und Festivals.',
    'Drie maanden voorpremières, openluchtvoorstellingen en festivals.',
  ],
  'new-imax-halls': [
    'Größere Leinwände, Laserprojektion und Zwölfkanalton.',
    'Grotere schermen, laserprojectie en twaalfkanaalsgeluid.',
  ],
  'festival-premieres': [
    'Treffen Sie die Teams der diesjährigen Festivalfilme in unseren Kinos.',
    'Ontmoet de makers van de festivalfilms van dit jaar in onze bioscopen.',
  ],
  'kids-club-returns': [
    'Wochenendvormittage für junges Publikum, mit Snack.',
    'Weekendochtenden voor een jong publiek, met een snack erbij.',
  ],
  'accessible-screenings': [
    'Audiodeskription und Untertitel für Hörgeschädigte in jedem Kino.',
    'Audiodescriptie en ondertiteling voor doven en slechthorenden in elke bioscoop.',
  ],
  'dolby-cinema-week': [
    'Die größten Filme des Jahres neu erleben, in Dolby Vision und Dolby Atmos.',
    'Beleef de grootste films van het jaar opnieuw in Dolby Vision en Dolby Atmos.',
  ],
  'student-price': [
    'Zeigen Sie Ihren Studierendenausweis und sparen Sie bei jeder Vorstellung.',
    'Laat je studentenkaart zien en bespaar op elke voorstelling.',
  ],
  'tuesday-deal': [
    'Ermäßigte Preise für alle Vorstellungen am Dienstag.',
    'Lagere prijzen voor alle voorstellingen op dinsdag.',
  ],
  'family-pack': [
    'Vier Tickets und vier Snacks zum Familienpreis.',
    'Vier tickets en vier snacks voor een gezinsprijs.',
  ],
  'senior-mornings': [
    'Vormittagsvorstellungen mit Kaffee für Menschen über 65.',
    'Ochtendvoorstellingen met koffie voor 65-plussers.',
  ],
  'group-bookings': [
    'Private Vorstellungen und Gruppenpreise ab 20 Personen.',
    'Privévoorstellingen en groepsprijzen vanaf 20 personen.',
  ],
  'birthday-parties': [
    'Ein Film, ein Partyraum und ein Kuchen für den Geburtstag Ihres Kindes.',
    'Een film, een feestzaal en een taart voor de verjaardag van je kind.',
  ],
  'imax-explained': [
    'Was einen IMAX-Saal ausmacht, von der Leinwand bis zum Ton.',
    'Wat een IMAX-zaal anders maakt, van scherm tot geluid.',
  ],
  '4dx-behind-the-scenes': [
    'Bewegte Sitze, Wind, Regen und Düfte: So entsteht 4DX.',
    'Bewegende stoelen, wind, regen en geuren: zo ontstaat 4DX.',
  ],
};

export const FAQ_ARTICLES = FAQ.map(([cat, en, fr, de, nl, aEn, aFr], i) => ({
  id: 101 + i,
  categoryId: cat,
  title: t(en, fr, de, nl),
  teaser: t(aEn, aFr, FAQ_DE_NL[i]?.[0] ?? aEn, FAQ_DE_NL[i]?.[1] ?? aEn),
  content: t(
    `<p>${aEn}</p>`,
    `<p>${aFr}</p>`,
    `<p>${FAQ_DE_NL[i]?.[0] ?? aEn}</p>`,
    `<p>${FAQ_DE_NL[i]?.[1] ?? aEn}</p>`,
  ),
  publicationDate: `2025-0${1 + (i % 9)}-1${i % 10}`,
}));

/** [slug, type, en title, fr title, de, nl, en teaser, fr teaser, sites]. */
const ARTICLES: [
  string,
  'news' | 'offer' | 'event' | 'experience',
  string,
  string,
  string,
  string,
  string,
  string,
  string[],
][] = [
  [
    'summer-of-cinema',
    'news',
    'The summer of cinema is back',
    'Le cinéma fait son été',
    'Der Kinosommer ist zurück',
    'De filmzomer is terug',
    'Three months of previews, open-air screenings and festivals.',
    'Trois mois d’avant-premières, de séances en plein air et de festivals.',
    ALL,
  ],
  [
    'new-imax-halls',
    'news',
    'Two new IMAX halls open',
    'Deux nouvelles salles IMAX ouvrent',
    'Zwei neue IMAX-Säle eröffnen',
    'Twee nieuwe IMAX-zalen open',
    'Larger screens, laser projection and twelve-channel sound.',
    'Écrans plus grands, projection laser et son douze canaux.',
    ['fr', 'nl', 'ch'],
  ],
  [
    'festival-premieres',
    'news',
    'Festival premieres this month',
    'Les avant-premières du festival',
    'Festival-Premieren diesen Monat',
    'Festivalpremières deze maand',
    'Meet the teams of this year’s festival films in our cinemas.',
    'Rencontrez les équipes des films du festival dans nos salles.',
    ALL,
  ],
  [
    'kids-club-returns',
    'news',
    'The kids’ club returns',
    'Le club des enfants revient',
    'Der Kinderclub ist zurück',
    'De kinderclub is terug',
    'Weekend mornings for young audiences, with a snack included.',
    'Des matinées du week-end pour le jeune public, goûter compris.',
    ALL,
  ],
  [
    'accessible-screenings',
    'news',
    'More accessible screenings',
    'Plus de séances accessibles',
    'Mehr barrierefreie Vorstellungen',
    'Meer toegankelijke voorstellingen',
    'Audio description and subtitles for the hard of hearing in every cinema.',
    'Audiodescription et sous-titres sourds et malentendants dans chaque cinéma.',
    ALL,
  ],
  [
    'dolby-cinema-week',
    'news',
    'Dolby Cinema week',
    'La semaine Dolby Cinema',
    'Dolby-Cinema-Woche',
    'Dolby Cinema-week',
    'Rediscover the year’s biggest films in Dolby Vision and Dolby Atmos.',
    'Redécouvrez les plus grands films de l’année en Dolby Vision et Dolby Atmos.',
    ['fr', 'be', 'nl'],
  ],
  [
    'student-price',
    'offer',
    'Student price every day',
    'Tarif étudiant tous les jours',
    'Studentenpreis jeden Tag',
    'Studentenprijs elke dag',
    'Show your student card and save on every showtime.',
    'Présentez votre carte étudiante et payez moins cher à chaque séance.',
    ALL,
  ],
  [
    'tuesday-deal',
    'offer',
    'Tuesday deal',
    'Le mardi malin',
    'Dienstagsangebot',
    'Dinsdagdeal',
    'Reduced prices on every Tuesday showtime.',
    'Prix réduits sur toutes les séances du mardi.',
    ALL,
  ],
  [
    'family-pack',
    'offer',
    'Family pack',
    'Pack famille',
    'Familienpaket',
    'Gezinspakket',
    'Four tickets and four snacks at a family price.',
    'Quatre places et quatre goûters à prix famille.',
    ALL,
  ],
  [
    'senior-mornings',
    'offer',
    'Senior mornings',
    'Matinées seniors',
    'Seniorenvormittage',
    'Senioren-ochtenden',
    'Morning showtimes with coffee for over-65s.',
    'Des séances du matin avec café pour les plus de 65 ans.',
    ['fr', 'be', 'ch', 'nl'],
  ],
  [
    'group-bookings',
    'offer',
    'Group bookings',
    'Réservations de groupe',
    'Gruppenbuchungen',
    'Groepsboekingen',
    'Private screenings and group prices from 20 people.',
    'Séances privées et tarifs de groupe dès 20 personnes.',
    ALL,
  ],
  [
    'birthday-parties',
    'offer',
    'Birthday parties',
    'Anniversaires',
    'Geburtstagsfeiern',
    'Verjaardagsfeestjes',
    'A film, a party room and a cake for your child’s birthday.',
    'Un film, une salle de fête et un gâteau pour l’anniversaire de votre enfant.',
    ALL,
  ],
  [
    'imax-explained',
    'experience',
    'IMAX explained',
    'L’IMAX expliqué',
    'IMAX erklärt',
    'IMAX uitgelegd',
    'What makes an IMAX hall different, from the screen to the sound.',
    'Ce qui rend une salle IMAX différente, de l’écran au son.',
    ALL,
  ],
  [
    '4dx-behind-the-scenes',
    'experience',
    '4DX behind the scenes',
    '4DX : dans les coulisses',
    '4DX hinter den Kulissen',
    '4DX achter de schermen',
    'Motion seats, wind, rain and scents: how 4DX is made.',
    'Sièges en mouvement, vent, pluie et odeurs : comment naît la 4DX.',
    ALL,
  ],
];

/** The experience each experience article is about (its cinemas are those where it plays). */
export const EXPERIENCE_ARTICLE_TAGS: Readonly<Record<string, string>> = {
  'imax-explained': 'imax',
  '4dx-behind-the-scenes': '4dx',
};

/** News, offers, event and experience articles. */
export function articleDocs(): DocSeed[] {
  return ARTICLES.flatMap(([slug, type, en, fr, de, nl, tEn, tFr, sites], i) =>
    sites.map((site) => ({
      kind: 'article',
      site,
      slug,
      sort: i,
      data: {
        slug,
        type,
        title: t(en, fr, de, nl),
        teaser: t(tEn, tFr, ARTICLE_DE_NL[slug]?.[0] ?? tEn, ARTICLE_DE_NL[slug]?.[1] ?? tEn),
        content: t(
          `<p>${tEn}</p><p>Find every showtime and book online on the site or in the app.</p>`,
          `<p>${tFr}</p><p>Retrouvez toutes les séances et réservez en ligne sur le site ou dans l’application.</p>`,
          `<p>${ARTICLE_DE_NL[slug]?.[0] ?? tEn}</p><p>Alle Vorstellungen finden und online buchen, auf der Website oder in der App.</p>`,
          `<p>${ARTICLE_DE_NL[slug]?.[1] ?? tEn}</p><p>Vind alle voorstellingen en boek online op de site of in de app.</p>`,
        ),
        releaseOffset: -3 * i - 1,
        author: 'Marquee',
        featuredShow: i % 3 === 0 ? 'starfall' : null,
        national: i % 4 !== 1,
        flag: i === 0 ? t('New', 'Nouveau', 'Neu', 'Nieuw') : null,
        dateType: type === 'offer' ? (i % 2 ? 'from' : 'noDate') : null,
        cta: type === 'offer' ? { label: t('Book now', 'Réserver', 'Jetzt buchen', 'Nu boeken'), url: '/films' } : null,
      },
    })),
  );
}
