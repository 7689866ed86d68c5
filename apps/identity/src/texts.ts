import { isLanguage, type Language } from '@marquee/domain-models';

/** The provider's screens speak the four languages of the sites (domain-models' LANGUAGES, in their order). */
export { LANGUAGES } from '@marquee/domain-models';
export type ScreenLanguage = Language;

export interface ScreenTexts {
  signInTitle: string;
  signInLead: string;
  signUpTitle: string;
  signUpLead: string;
  email: string;
  password: string;
  passwordHint: string;
  givenName: string;
  familyName: string;
  signIn: string;
  createAccount: string;
  noAccount: string;
  haveAccount: string;
  wrongPassword: string;
  tooManyAttempts: string;
  emailInvalid: string;
  passwordShort: string;
  nameMissing: string;
  signingOut: string;
  /** The logout confirmation when the request carries no proof that the signed-in visitor asked for it. */
  signOutQuestion: string;
  signOutButton: string;
  signedOutTitle: string;
  signedOutBody: string;
  errorTitle: string;
  errorBody: string;
  expiredTitle: string;
  expiredBody: string;
  languageLabel: string;
  errorSummary: string;
  notFoundTitle: string;
  notFoundBody: string;
}

export const TEXTS: Record<ScreenLanguage, ScreenTexts> = {
  fr: {
    signInTitle: 'Connexion',
    signInLead: 'Retrouvez vos cinémas favoris, vos envies et vos réservations.',
    signUpTitle: 'Créer un compte',
    signUpLead: 'Un compte pour réserver plus vite et garder vos films à voir.',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    passwordHint: 'Au moins 8 caractères.',
    givenName: 'Prénom',
    familyName: 'Nom',
    signIn: 'Se connecter',
    createAccount: 'Créer mon compte',
    noAccount: 'Pas encore de compte ? Créer un compte',
    haveAccount: 'Déjà un compte ? Se connecter',
    wrongPassword: 'Adresse e-mail ou mot de passe incorrect.',
    tooManyAttempts: 'Trop de tentatives. Réessayez dans quelques minutes.',
    emailInvalid: 'Saisissez une adresse e-mail valide.',
    passwordShort: 'Le mot de passe doit contenir au moins 8 caractères.',
    nameMissing: 'Saisissez votre prénom et votre nom.',
    signingOut: 'Déconnexion en cours…',
    signOutQuestion: 'Voulez-vous vous déconnecter ?',
    signOutButton: 'Se déconnecter',
    signedOutTitle: 'Vous êtes déconnecté',
    signedOutBody: 'À bientôt dans nos salles.',
    errorTitle: 'La connexion n’a pas abouti',
    errorBody: 'Revenez sur le site et réessayez.',
    expiredTitle: 'Session de connexion expirée',
    expiredBody: 'Cette page de connexion n’est plus valable. Revenez sur le site et relancez la connexion.',
    languageLabel: 'Langue',
    errorSummary: 'Erreur :',
    notFoundTitle: 'Page introuvable',
    notFoundBody: 'Cette adresse n’existe pas sur le service de connexion. Revenez sur le site.',
  },
  en: {
    signInTitle: 'Sign in',
    signInLead: 'Find your favourite cinemas, your wishlist and your bookings.',
    signUpTitle: 'Create an account',
    signUpLead: 'One account to book faster and keep the films you want to see.',
    email: 'Email address',
    password: 'Password',
    passwordHint: 'At least 8 characters.',
    givenName: 'First name',
    familyName: 'Last name',
    signIn: 'Sign in',
    createAccount: 'Create my account',
    noAccount: 'No account yet? Create one',
    haveAccount: 'Already have an account? Sign in',
    wrongPassword: 'Incorrect email address or password.',
    tooManyAttempts: 'Too many attempts. Try again in a few minutes.',
    emailInvalid: 'Enter a valid email address.',
    passwordShort: 'The password must be at least 8 characters long.',
    nameMissing: 'Enter your first and last name.',
    signingOut: 'Signing you out…',
    signOutQuestion: 'Do you want to sign out?',
    signOutButton: 'Sign out',
    signedOutTitle: 'You are signed out',
    signedOutBody: 'See you soon at the cinema.',
    errorTitle: 'Sign-in did not go through',
    errorBody: 'Go back to the site and try again.',
    expiredTitle: 'Sign-in session expired',
    expiredBody: 'This sign-in page is no longer valid. Go back to the site and start signing in again.',
    languageLabel: 'Language',
    errorSummary: 'Error:',
    notFoundTitle: 'Page not found',
    notFoundBody: 'This address does not exist on the sign-in service. Go back to the site.',
  },
  de: {
    signInTitle: 'Anmelden',
    signInLead: 'Ihre Lieblingskinos, Ihre Merkliste und Ihre Buchungen an einem Ort.',
    signUpTitle: 'Konto erstellen',
    signUpLead: 'Ein Konto, um schneller zu buchen und Ihre Wunschfilme zu merken.',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    passwordHint: 'Mindestens 8 Zeichen.',
    givenName: 'Vorname',
    familyName: 'Nachname',
    signIn: 'Anmelden',
    createAccount: 'Mein Konto erstellen',
    noAccount: 'Noch kein Konto? Konto erstellen',
    haveAccount: 'Bereits ein Konto? Anmelden',
    wrongPassword: 'E-Mail-Adresse oder Passwort ist falsch.',
    tooManyAttempts: 'Zu viele Versuche. Bitte versuchen Sie es in einigen Minuten erneut.',
    emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein.',
    passwordShort: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    nameMissing: 'Geben Sie Ihren Vor- und Nachnamen ein.',
    signingOut: 'Sie werden abgemeldet …',
    signOutQuestion: 'Möchten Sie sich abmelden?',
    signOutButton: 'Abmelden',
    signedOutTitle: 'Sie sind abgemeldet',
    signedOutBody: 'Bis bald im Kino.',
    errorTitle: 'Die Anmeldung ist fehlgeschlagen',
    errorBody: 'Kehren Sie zur Website zurück und versuchen Sie es erneut.',
    expiredTitle: 'Anmeldesitzung abgelaufen',
    expiredBody:
      'Diese Anmeldeseite ist nicht mehr gültig. Kehren Sie zur Website zurück und melden Sie sich erneut an.',
    languageLabel: 'Sprache',
    errorSummary: 'Fehler:',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundBody: 'Diese Adresse gibt es beim Anmeldedienst nicht. Kehren Sie zur Website zurück.',
  },
  nl: {
    signInTitle: 'Inloggen',
    signInLead: 'Je favoriete bioscopen, je verlanglijst en je reserveringen op één plek.',
    signUpTitle: 'Account aanmaken',
    signUpLead: 'Eén account om sneller te reserveren en je films te bewaren.',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    passwordHint: 'Minstens 8 tekens.',
    givenName: 'Voornaam',
    familyName: 'Achternaam',
    signIn: 'Inloggen',
    createAccount: 'Mijn account aanmaken',
    noAccount: 'Nog geen account? Maak er een aan',
    haveAccount: 'Al een account? Inloggen',
    wrongPassword: 'E-mailadres of wachtwoord is onjuist.',
    tooManyAttempts: 'Te veel pogingen. Probeer het over een paar minuten opnieuw.',
    emailInvalid: 'Vul een geldig e-mailadres in.',
    passwordShort: 'Het wachtwoord moet minstens 8 tekens lang zijn.',
    nameMissing: 'Vul je voornaam en achternaam in.',
    signingOut: 'Je wordt uitgelogd…',
    signOutQuestion: 'Wil je uitloggen?',
    signOutButton: 'Uitloggen',
    signedOutTitle: 'Je bent uitgelogd',
    signedOutBody: 'Tot snel in de bioscoop.',
    errorTitle: 'Inloggen is niet gelukt',
    errorBody: 'Ga terug naar de website en probeer het opnieuw.',
    expiredTitle: 'Inlogsessie verlopen',
    expiredBody: 'Deze inlogpagina is niet meer geldig. Ga terug naar de website en log opnieuw in.',
    languageLabel: 'Taal',
    errorSummary: 'Fout:',
    notFoundTitle: 'Pagina niet gevonden',
    notFoundBody: 'Dit adres bestaat niet bij de inlogdienst. Ga terug naar de website.',
  },
};

/** The first supported language of `ui_locales` (space separated), then of Accept-Language, else French. */
export function pickLanguage(uiLocales: unknown, acceptLanguage: string | undefined): ScreenLanguage {
  const candidates = [
    ...(typeof uiLocales === 'string' ? uiLocales.split(/\s+/) : []),
    ...(acceptLanguage ?? '')
      .split(',')
      .map((part) => part.split(';')[0]?.trim() ?? '')
      .filter(Boolean),
  ];
  for (const tag of candidates) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    if (isLanguage(primary)) return primary;
  }
  return 'fr';
}
