import type { ScreenLanguage } from './texts';

/** Texts of the account frame's screens (register and mail validation, A§4), in the four languages. */
export interface FrameTexts {
  registerTitle: string;
  registerLead: string;
  terms: string;
  newsletter: string;
  registerButton: string;
  termsMissing: string;
  registeredTitle: string;
  registeredBody: string;
  continue: string;
  mailTitle: string;
  mailLead: (email: string) => string;
  mailHint: string;
  resend: string;
  resent: string;
  later: string;
  notSignedInTitle: string;
  notSignedInBody: string;
  /** The sign-in screen in the account frame, done: the page takes over (LOGIN_SUCCESSFUL). */
  signedInTitle: string;
  signedInBody: string;
}

export const FRAME_TEXTS: Record<ScreenLanguage, FrameTexts> = {
  fr: {
    registerTitle: 'Finalisez votre inscription',
    registerLead: 'Encore une étape : confirmez vos informations pour profiter de votre espace client.',
    terms: "J'accepte les conditions générales d'utilisation et la politique de confidentialité",
    newsletter: 'Je souhaite recevoir les nouveautés et les offres par e-mail',
    registerButton: "Terminer l'inscription",
    termsMissing: 'Acceptez les conditions générales pour terminer votre inscription.',
    registeredTitle: 'Inscription terminée',
    registeredBody: 'Bienvenue ! Votre compte est prêt.',
    continue: 'Continuer',
    mailTitle: 'Vérifiez votre adresse e-mail',
    mailLead: (email) => `Nous avons envoyé un lien de confirmation à ${email}.`,
    mailHint:
      "Ouvrez l'e-mail et suivez le lien pour confirmer votre adresse. Pensez à vérifier vos courriers indésirables.",
    resend: "Renvoyer l'e-mail",
    resent: 'Un nouvel e-mail de confirmation a été envoyé.',
    later: 'Plus tard',
    notSignedInTitle: 'Vous n’êtes pas connecté',
    notSignedInBody: 'Connectez-vous sur le site pour continuer.',
    signedInTitle: 'Vous êtes connecté',
    signedInBody: 'Un instant, nous revenons sur le site…',
  },
  en: {
    registerTitle: 'Complete your registration',
    registerLead: 'One last step: confirm your details to start using your account.',
    terms: 'I accept the terms of use and the privacy policy',
    newsletter: 'Send me news and offers by email',
    registerButton: 'Complete registration',
    termsMissing: 'Accept the terms of use to complete your registration.',
    registeredTitle: 'Registration complete',
    registeredBody: 'Welcome! Your account is ready.',
    continue: 'Continue',
    mailTitle: 'Check your email address',
    mailLead: (email) => `We sent a confirmation link to ${email}.`,
    mailHint: 'Open the email and follow the link to confirm your address. Remember to look in your spam folder.',
    resend: 'Send the email again',
    resent: 'A new confirmation email has been sent.',
    later: 'Later',
    notSignedInTitle: 'You are not signed in',
    notSignedInBody: 'Sign in on the site to continue.',
    signedInTitle: 'You are signed in',
    signedInBody: 'One moment, taking you back to the site…',
  },
  de: {
    registerTitle: 'Registrierung abschließen',
    registerLead: 'Nur noch ein Schritt: Bestätigen Sie Ihre Angaben, um Ihr Kundenkonto zu nutzen.',
    terms: 'Ich akzeptiere die Nutzungsbedingungen und die Datenschutzerklärung',
    newsletter: 'Ich möchte Neuigkeiten und Angebote per E-Mail erhalten',
    registerButton: 'Registrierung abschließen',
    termsMissing: 'Akzeptieren Sie die Nutzungsbedingungen, um die Registrierung abzuschließen.',
    registeredTitle: 'Registrierung abgeschlossen',
    registeredBody: 'Willkommen! Ihr Konto ist bereit.',
    continue: 'Weiter',
    mailTitle: 'Bestätigen Sie Ihre E-Mail-Adresse',
    mailLead: (email) => `Wir haben einen Bestätigungslink an ${email} gesendet.`,
    mailHint:
      'Öffnen Sie die E-Mail und folgen Sie dem Link, um Ihre Adresse zu bestätigen. Sehen Sie auch im Spam-Ordner nach.',
    resend: 'E-Mail erneut senden',
    resent: 'Eine neue Bestätigungs-E-Mail wurde gesendet.',
    later: 'Später',
    notSignedInTitle: 'Sie sind nicht angemeldet',
    notSignedInBody: 'Melden Sie sich auf der Website an, um fortzufahren.',
    signedInTitle: 'Sie sind angemeldet',
    signedInBody: 'Einen Moment, es geht zurück zur Website …',
  },
  nl: {
    registerTitle: 'Rond je registratie af',
    registerLead: 'Nog één stap: bevestig je gegevens om je klantaccount te gebruiken.',
    terms: 'Ik ga akkoord met de gebruiksvoorwaarden en het privacybeleid',
    newsletter: 'Stuur mij nieuws en aanbiedingen per e-mail',
    registerButton: 'Registratie afronden',
    termsMissing: 'Ga akkoord met de gebruiksvoorwaarden om je registratie af te ronden.',
    registeredTitle: 'Registratie voltooid',
    registeredBody: 'Welkom! Je account is klaar.',
    continue: 'Doorgaan',
    mailTitle: 'Bevestig je e-mailadres',
    mailLead: (email) => `We hebben een bevestigingslink gestuurd naar ${email}.`,
    mailHint: 'Open de e-mail en volg de link om je adres te bevestigen. Kijk ook in je spammap.',
    resend: 'E-mail opnieuw versturen',
    resent: 'Er is een nieuwe bevestigingsmail verstuurd.',
    later: 'Later',
    notSignedInTitle: 'Je bent niet ingelogd',
    notSignedInBody: 'Log in op de website om verder te gaan.',
    signedInTitle: 'Je bent ingelogd',
    signedInBody: 'Een ogenblik, we gaan terug naar de site…',
  },
};
