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

const FAQ_FIRST = FAQ.map(([cat, en, fr, de, nl, aEn, aFr], i) => ({
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
/**
 * More help articles, so every topic has more than the 5 a topic previews on larger screens and
 * an article has 5 related ones: [category, titles en/fr/de/nl, answers en/fr/de/nl, more HTML].
 */
const FAQ_MORE: [number, [string, string, string, string], [string, string, string, string], string?][] = [
  [
    1,
    [
      'Can I choose my seat?',
      'Puis-je choisir ma place ?',
      'Kann ich meinen Sitzplatz wählen?',
      'Kan ik mijn stoel kiezen?',
    ],
    [
      'Yes: in cinemas with numbered seating, the seat map opens after you choose your tickets.',
      'Oui : dans les salles à placement numéroté, le plan de salle s’ouvre après le choix des billets.',
      'Ja: In Sälen mit nummerierten Plätzen öffnet sich der Saalplan nach der Ticketwahl.',
      'Ja: in zalen met genummerde stoelen opent de zaalplattegrond nadat je je tickets hebt gekozen.',
    ],
    '<ul><li>Wheelchair spaces are marked on the map.</li><li>Seats next to each other stay together.</li></ul>',
  ],
  [
    1,
    [
      'Do I need to print my ticket?',
      'Dois-je imprimer mon billet ?',
      'Muss ich mein Ticket ausdrucken?',
      'Moet ik mijn ticket afdrukken?',
    ],
    [
      'No: show the QR code on your phone at the entrance of the auditorium.',
      'Non : présentez le QR code sur votre téléphone à l’entrée de la salle.',
      'Nein: Zeigen Sie den QR-Code auf Ihrem Telefon am Saaleingang.',
      'Nee: laat de QR-code op je telefoon zien bij de ingang van de zaal.',
    ],
  ],
  [
    1,
    [
      'Are there reduced prices for children and students?',
      'Existe-t-il des tarifs réduits pour les enfants et les étudiants ?',
      'Gibt es Ermäßigungen für Kinder und Studierende?',
      'Zijn er kortingen voor kinderen en studenten?',
    ],
    [
      'Children under 14 and students with a valid card get the reduced price at every showtime.',
      'Les moins de 14 ans et les étudiants munis d’une carte valide bénéficient du tarif réduit à toutes les séances.',
      'Kinder unter 14 und Studierende mit gültigem Ausweis erhalten bei jeder Vorstellung den ermäßigten Preis.',
      'Kinderen onder 14 en studenten met een geldige kaart krijgen bij elke voorstelling het gereduceerde tarief.',
    ],
  ],
  [
    1,
    [
      'How late can I book for tonight?',
      'Jusqu’à quand puis-je réserver pour ce soir ?',
      'Bis wann kann ich für heute Abend buchen?',
      'Tot wanneer kan ik voor vanavond boeken?',
    ],
    [
      'Online booking stays open until 30 minutes after the showtime starts, while seats remain.',
      'La réservation en ligne reste ouverte jusqu’à 30 minutes après le début de la séance, dans la limite des places.',
      'Online buchen können Sie bis 30 Minuten nach Vorstellungsbeginn, solange Plätze frei sind.',
      'Online boeken kan tot 30 minuten na het begin van de voorstelling, zolang er plaatsen zijn.',
    ],
  ],
  [
    2,
    [
      'How do I cancel my subscription?',
      'Comment résilier mon abonnement ?',
      'Wie kündige ich mein Abo?',
      'Hoe zeg ik mijn abonnement op?',
    ],
    [
      'After the 12-month commitment, cancel from your account; the pass stays valid until the end of the paid month.',
      'Après les 12 mois d’engagement, résiliez depuis votre compte ; le pass reste valable jusqu’à la fin du mois payé.',
      'Nach der Mindestlaufzeit von 12 Monaten kündigen Sie im Konto; der Pass gilt bis zum Ende des bezahlten Monats.',
      'Na de verplichte 12 maanden zeg je op via je account; de pas blijft geldig tot het einde van de betaalde maand.',
    ],
  ],
  [
    2,
    [
      'Can I bring a friend with my pass?',
      'Puis-je venir accompagné avec mon pass ?',
      'Kann ich mit meinem Pass eine Begleitung mitbringen?',
      'Kan ik met mijn pas iemand meenemen?',
    ],
    [
      'The Duo plan admits you and one guest at every showtime; other plans give a reduced guest price.',
      'La formule Duo vous admet avec un invité à chaque séance ; les autres formules offrent un tarif réduit à l’invité.',
      'Der Duo-Tarif lässt Sie und eine Begleitung zu jeder Vorstellung zu; andere Tarife geben Begleitern Rabatt.',
      'Met het Duo-abonnement kom je met één gast naar elke voorstelling; andere abonnementen geven de gast korting.',
    ],
  ],
  [
    2,
    [
      'Does the pass include 3D and premium formats?',
      'Le pass inclut-il la 3D et les formats premium ?',
      'Sind 3D und Premiumformate im Pass enthalten?',
      'Zijn 3D en premiumformaten inbegrepen in de pas?',
    ],
    [
      'Standard and 3D showtimes are included; premium formats carry a small supplement shown before you book.',
      'Les séances standard et 3D sont incluses ; les formats premium ont un petit supplément affiché avant la réservation.',
      'Standard- und 3D-Vorstellungen sind enthalten; Premiumformate kosten einen kleinen Aufpreis, der vor der Buchung angezeigt wird.',
      'Standaard- en 3D-voorstellingen zijn inbegrepen; voor premiumformaten geldt een kleine toeslag die je vóór het boeken ziet.',
    ],
  ],
  [
    2,
    [
      'I lost my pass card',
      'J’ai perdu ma carte pass',
      'Ich habe meine Passkarte verloren',
      'Ik ben mijn paskaart kwijt',
    ],
    [
      'Block it from your account at once; a new card is waiting at the box office of your cinema within two days.',
      'Bloquez-la tout de suite depuis votre compte ; une nouvelle carte vous attend en caisse de votre cinéma sous deux jours.',
      'Sperren Sie sie sofort im Konto; eine neue Karte liegt innerhalb von zwei Tagen an der Kasse Ihres Kinos bereit.',
      'Blokkeer haar meteen via je account; binnen twee dagen ligt er een nieuwe kaart klaar aan de kassa van je bioscoop.',
    ],
  ],
  [
    3,
    [
      'How long is a gift card valid?',
      'Combien de temps une carte cadeau est-elle valable ?',
      'Wie lange ist eine Geschenkkarte gültig?',
      'Hoe lang is een cadeaukaart geldig?',
    ],
    [
      'A gift card is valid for 12 months from its purchase; its balance can be used over several visits.',
      'Une carte cadeau est valable 12 mois après l’achat ; son solde peut être utilisé en plusieurs fois.',
      'Eine Geschenkkarte gilt 12 Monate ab Kauf; das Guthaben kann über mehrere Besuche genutzt werden.',
      'Een cadeaukaart is 12 maanden geldig na aankoop; het saldo kun je over meerdere bezoeken gebruiken.',
    ],
  ],
  [
    3,
    [
      'How do I change my password?',
      'Comment changer mon mot de passe ?',
      'Wie ändere ich mein Passwort?',
      'Hoe wijzig ik mijn wachtwoord?',
    ],
    [
      'Open your profile, choose Security, then follow the link sent to your e-mail address.',
      'Ouvrez votre profil, choisissez Sécurité puis suivez le lien envoyé à votre adresse e-mail.',
      'Öffnen Sie Ihr Profil, wählen Sie Sicherheit und folgen Sie dem Link in der E-Mail.',
      'Open je profiel, kies Beveiliging en volg de link die naar je e-mailadres is gestuurd.',
    ],
  ],
  [
    3,
    [
      'Can I combine several vouchers in one booking?',
      'Puis-je utiliser plusieurs bons pour une réservation ?',
      'Kann ich mehrere Gutscheine in einer Buchung einlösen?',
      'Kan ik meerdere vouchers in één boeking gebruiken?',
    ],
    [
      'Yes: add one voucher per ticket at payment; a gift card can pay whatever remains.',
      'Oui : ajoutez un bon par billet au paiement ; une carte cadeau peut régler le reste.',
      'Ja: Lösen Sie beim Bezahlen einen Gutschein pro Ticket ein; eine Geschenkkarte kann den Rest bezahlen.',
      'Ja: voeg bij het betalen één voucher per ticket toe; een cadeaukaart kan de rest betalen.',
    ],
  ],
  [
    3,
    [
      'How do I delete my account?',
      'Comment supprimer mon compte ?',
      'Wie lösche ich mein Konto?',
      'Hoe verwijder ik mijn account?',
    ],
    [
      'Ask for it under Profile, Privacy: your data is erased within 30 days, unused balances are refunded first.',
      'Demandez-le dans Profil, Confidentialité : vos données sont effacées sous 30 jours, les soldes non utilisés sont d’abord remboursés.',
      'Beantragen Sie es unter Profil, Datenschutz: Ihre Daten werden innerhalb von 30 Tagen gelöscht, offene Guthaben vorher erstattet.',
      'Vraag het aan onder Profiel, Privacy: je gegevens worden binnen 30 dagen gewist, ongebruikte tegoeden eerst terugbetaald.',
    ],
  ],
  [
    4,
    [
      'How long can I watch a rented film?',
      'Combien de temps puis-je regarder un film loué ?',
      'Wie lange kann ich einen Leihfilm ansehen?',
      'Hoe lang kan ik een gehuurde film bekijken?',
    ],
    [
      'You have 30 days to start a rental and 48 hours to finish it once started.',
      'Vous avez 30 jours pour commencer une location et 48 heures pour la terminer une fois commencée.',
      'Sie haben 30 Tage, um einen Leihfilm zu starten, und danach 48 Stunden, um ihn zu Ende zu sehen.',
      'Je hebt 30 dagen om een huurfilm te starten en daarna 48 uur om hem uit te kijken.',
    ],
  ],
  [
    4,
    [
      'Can I share my home library with my family?',
      'Puis-je partager ma vidéothèque avec ma famille ?',
      'Kann ich meine Mediathek mit meiner Familie teilen?',
      'Kan ik mijn bibliotheek delen met mijn gezin?',
    ],
    [
      'Your films play on up to three devices signed in to your account, at home or away.',
      'Vos films se lisent sur trois appareils connectés à votre compte, à la maison comme en déplacement.',
      'Ihre Filme laufen auf bis zu drei Geräten, die mit Ihrem Konto verbunden sind, zu Hause oder unterwegs.',
      'Je films spelen af op maximaal drie apparaten die met je account zijn verbonden, thuis of onderweg.',
    ],
  ],
  [
    4,
    [
      'Can I download a film to watch offline?',
      'Puis-je télécharger un film pour le regarder hors connexion ?',
      'Kann ich einen Film herunterladen und offline ansehen?',
      'Kan ik een film downloaden om offline te kijken?',
    ],
    [
      'Yes, in the mobile app: a downloaded film plays offline within the rental period.',
      'Oui, dans l’application mobile : un film téléchargé se lit hors connexion pendant la durée de location.',
      'Ja, in der App: Ein heruntergeladener Film läuft offline innerhalb der Leihdauer.',
      'Ja, in de app: een gedownloade film speelt offline af binnen de huurperiode.',
    ],
  ],
  [
    4,
    [
      'The picture stops or is blurred',
      'L’image se fige ou est floue',
      'Das Bild stockt oder ist unscharf',
      'Het beeld hapert of is wazig',
    ],
    [
      'Streaming adapts to your connection: HD needs about 5 Mbit/s, 4K about 25 Mbit/s.',
      'La diffusion s’adapte à votre connexion : la HD demande environ 5 Mbit/s, la 4K environ 25 Mbit/s.',
      'Das Streaming passt sich Ihrer Verbindung an: HD braucht etwa 5 Mbit/s, 4K etwa 25 Mbit/s.',
      'Het streamen past zich aan je verbinding aan: HD vraagt ongeveer 5 Mbit/s, 4K ongeveer 25 Mbit/s.',
    ],
    '<ol><li>Restart the player.</li><li>Move closer to your router.</li><li>Lower the quality in the settings.</li></ol>',
  ],
  [
    4,
    [
      'Is a film bought at home mine to keep?',
      'Un film acheté à la maison m’appartient-il ?',
      'Gehört mir ein zu Hause gekaufter Film dauerhaft?',
      'Blijft een thuis gekochte film van mij?',
    ],
    [
      'A bought film stays in your library for as long as your account exists.',
      'Un film acheté reste dans votre vidéothèque tant que votre compte existe.',
      'Ein gekaufter Film bleibt in Ihrer Mediathek, solange Ihr Konto besteht.',
      'Een gekochte film blijft in je bibliotheek zolang je account bestaat.',
    ],
  ],
  [
    5,
    [
      'Can I receive the showtimes by e-mail?',
      'Puis-je recevoir les séances par e-mail ?',
      'Kann ich die Vorstellungen per E-Mail erhalten?',
      'Kan ik de voorstellingen per e-mail ontvangen?',
    ],
    [
      'Subscribe to the newsletter of your favourite cinema: its new week arrives in your inbox every Tuesday.',
      'Abonnez-vous à la lettre de votre cinéma favori : sa nouvelle semaine arrive dans votre boîte chaque mardi.',
      'Abonnieren Sie den Newsletter Ihres Lieblingskinos: Die neue Woche kommt jeden Dienstag in Ihr Postfach.',
      'Abonneer je op de nieuwsbrief van je favoriete bioscoop: de nieuwe week staat elke dinsdag in je inbox.',
    ],
  ],
  [
    5,
    [
      'Why does the film start after the listed time?',
      'Pourquoi le film commence-t-il après l’heure indiquée ?',
      'Warum beginnt der Film nach der angegebenen Zeit?',
      'Waarom begint de film na het vermelde tijdstip?',
    ],
    [
      'The listed time includes about 15 minutes of trailers and advertising before the film.',
      'L’heure indiquée comprend environ 15 minutes de bandes-annonces et de publicité avant le film.',
      'Die angegebene Zeit umfasst etwa 15 Minuten Trailer und Werbung vor dem Film.',
      'Het vermelde tijdstip omvat ongeveer 15 minuten trailers en reclame vóór de film.',
    ],
  ],
  [
    5,
    [
      'Are there audio-described or subtitled showtimes?',
      'Existe-t-il des séances en audiodescription ou sous-titrées ?',
      'Gibt es Vorstellungen mit Audiodeskription oder Untertiteln?',
      'Zijn er voorstellingen met audiodescriptie of ondertiteling?',
    ],
    [
      'Yes: filter the showtimes by accessibility to find audio description and subtitles for the deaf and hard of hearing.',
      'Oui : filtrez les séances par accessibilité pour trouver l’audiodescription et le sous-titrage pour sourds et malentendants.',
      'Ja: Filtern Sie die Vorstellungen nach Barrierefreiheit, um Audiodeskription und Untertitel für Hörgeschädigte zu finden.',
      'Ja: filter de voorstellingen op toegankelijkheid voor audiodescriptie en ondertiteling voor doven en slechthorenden.',
    ],
  ],
  [
    5,
    [
      'Can I suggest a film to the programmers?',
      'Puis-je suggérer un film à la programmation ?',
      'Kann ich einen Film für das Programm vorschlagen?',
      'Kan ik een film voorstellen voor de programmering?',
    ],
    [
      'Write to your cinema from its page: every suggestion is read by the programming team.',
      'Écrivez à votre cinéma depuis sa page : chaque suggestion est lue par l’équipe de programmation.',
      'Schreiben Sie Ihrem Kino über seine Seite: Jeder Vorschlag wird vom Programmteam gelesen.',
      'Schrijf je bioscoop via zijn pagina: elk voorstel wordt door het programmeerteam gelezen.',
    ],
  ],
  [
    6,
    [
      'Are there parent-and-baby screenings?',
      'Existe-t-il des séances pour parents avec bébé ?',
      'Gibt es Vorstellungen für Eltern mit Baby?',
      'Zijn er voorstellingen voor ouders met een baby?',
    ],
    [
      'Some cinemas hold weekday morning screenings with softer sound, lights dimmed halfway and room for pushchairs.',
      'Certains cinémas proposent en semaine des séances matinales au son adouci, lumière tamisée et place pour les poussettes.',
      'Einige Kinos zeigen werktags Vormittagsvorstellungen mit leiserem Ton, gedämpftem Licht und Platz für Kinderwagen.',
      'Sommige bioscopen hebben doordeweeks ochtendvoorstellingen met zachter geluid, gedimd licht en plaats voor kinderwagens.',
    ],
  ],
  [
    6,
    [
      'Is there a cloakroom or space for a pushchair?',
      'Y a-t-il un vestiaire ou de la place pour une poussette ?',
      'Gibt es eine Garderobe oder Platz für einen Kinderwagen?',
      'Is er een garderobe of plaats voor een kinderwagen?',
    ],
    [
      'Pushchairs can be left near the entrance of each auditorium; larger cinemas also have a staffed cloakroom.',
      'Les poussettes peuvent rester près de l’entrée de chaque salle ; les grands cinémas ont aussi un vestiaire.',
      'Kinderwagen können am Eingang jedes Saals stehen bleiben; größere Kinos haben auch eine Garderobe.',
      'Kinderwagens kunnen bij de ingang van elke zaal blijven staan; grotere bioscopen hebben ook een garderobe.',
    ],
  ],
  [
    6,
    [
      'Is there parking near the cinema?',
      'Y a-t-il un parking près du cinéma ?',
      'Gibt es Parkplätze in der Nähe des Kinos?',
      'Is er parkeergelegenheid bij de bioscoop?',
    ],
    [
      'Each cinema page lists its nearest car parks and public transport; some car parks offer a reduced rate with your ticket.',
      'Chaque page cinéma indique les parkings et transports les plus proches ; certains parkings offrent un tarif réduit sur présentation du billet.',
      'Jede Kinoseite nennt die nächsten Parkhäuser und Verbindungen; manche Parkhäuser sind mit Ticket günstiger.',
      'Elke bioscooppagina noemt de dichtstbijzijnde parkeergarages en het openbaar vervoer; sommige garages geven korting met je ticket.',
    ],
  ],
  [
    6,
    [
      'Can I host a private screening or a birthday?',
      'Puis-je organiser une projection privée ou un anniversaire ?',
      'Kann ich eine private Vorstellung oder einen Geburtstag feiern?',
      'Kan ik een privévoorstelling of verjaardag organiseren?',
    ],
    [
      'Yes: private auditoriums and birthday packages can be booked from 10 guests through your cinema.',
      'Oui : salles privatisées et formules anniversaire se réservent dès 10 invités auprès de votre cinéma.',
      'Ja: Private Säle und Geburtstagspakete sind ab 10 Gästen über Ihr Kino buchbar.',
      'Ja: privézalen en verjaardagspakketten zijn vanaf 10 gasten te boeken via je bioscoop.',
    ],
  ],
];

export const FAQ_ARTICLES = [
  ...FAQ_FIRST,
  ...FAQ_MORE.map(([cat, [en, fr, de, nl], [aEn, aFr, aDe, aNl], html = ''], i) => {
    const n = FAQ_FIRST.length + i;
    return {
      id: 101 + n,
      categoryId: cat,
      title: t(en, fr, de, nl),
      teaser: t(aEn, aFr, aDe, aNl),
      // The extra markup (lists) is in English: the CMS content of the other languages is the answer alone.
      content: t(`<p>${aEn}</p>${html}`, `<p>${aFr}</p>`, `<p>${aDe}</p>`, `<p>${aNl}</p>`),
      publicationDate: `2025-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`,
    };
  }),
];

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
  // Events last, so the articles above keep their rank (their dates, flags and films depend on it).
  [
    'opera-live-season',
    'event',
    'The opera season, live on the big screen',
    'La saison d’opéra en direct sur grand écran',
    'Die Opernsaison live auf der großen Leinwand',
    'Het operaseizoen live op het grote doek',
    'Six evenings broadcast live from the great opera houses.',
    'Six soirées retransmises en direct des grandes maisons d’opéra.',
    ALL,
  ],
  [
    'film-quiz-night',
    'event',
    'Film quiz night',
    'La soirée quiz cinéma',
    'Filmquiz-Abend',
    'Filmquizavond',
    'Teams of four, three rounds on the big screen, and a preview to win.',
    'Des équipes de quatre, trois manches sur grand écran et une avant-première à gagner.',
    ALL,
  ],
];

/** The experience each experience article is about (its cinemas are those where it plays). */
export const EXPERIENCE_ARTICLE_TAGS: Readonly<Record<string, string>> = {
  'imax-explained': 'imax',
  '4dx-behind-the-scenes': '4dx',
};

/** An offer's date range type, by its rank among the offers: each of the six is shown once (CAT-64). */
const OFFER_DATE_TYPES = ['exact', 'from', 'interval', 'until', 'noDate', 'exactWithoutHours'] as const;
/** Offers renamed in the CMS: the former slug answers with the new one as `redirectSlug` (CAT-02). */
export const RENAMED_OFFERS: Readonly<Record<string, string>> = { 'student-deal': 'student-price' };

/** News, offers, event and experience articles. */
export function articleDocs(): DocSeed[] {
  const offers = ARTICLES.filter((entry) => entry[1] === 'offer').map((entry) => entry[0]);
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
        dateType: type === 'offer' ? OFFER_DATE_TYPES[offers.indexOf(slug) % OFFER_DATE_TYPES.length] : null,
        cta: type === 'offer' ? { label: t('Book now', 'Réserver', 'Jetzt buchen', 'Nu boeken'), url: '/films' } : null,
      },
    })),
  );
}
