import { html, type MailTemplates } from '@marquee/mail';
import type { ScreenLanguage } from './texts';

/** Texts of the sign-up confirmation on the provider's screens, in the four languages. */
export interface SignUpTexts {
  checkTitle: string;
  /** The same answer whether the email has an account or not. */
  checkLead: (email: string) => string;
  checkHint: string;
  confirmTitle: string;
  confirmLead: string;
  confirmButton: string;
  confirmedTitle: string;
  confirmedLead: string;
  signIn: string;
  backToSite: (brand: string) => string;
  linkUsedTitle: string;
  linkUsedLead: string;
  linkExpiredTitle: string;
  linkExpiredLead: string;
  alreadyTitle: string;
  alreadyLead: string;
  unconfirmed: string;
  resend: string;
}

export const SIGN_UP_TEXTS: Record<ScreenLanguage, SignUpTexts> = {
  fr: {
    checkTitle: 'Vérifiez votre boîte mail',
    checkLead: (email) => `Nous avons envoyé un message à ${email}. Ouvrez le lien qu’il contient pour continuer.`,
    checkHint:
      'Rien reçu après quelques minutes ? Regardez dans les courriers indésirables, puis réessayez de vous connecter : vous pourrez demander un nouveau lien.',
    confirmTitle: 'Confirmez votre adresse e-mail',
    confirmLead: 'Un dernier clic pour activer votre compte.',
    confirmButton: 'Confirmer mon adresse',
    confirmedTitle: 'Votre compte est prêt',
    confirmedLead: 'Votre adresse e-mail est confirmée. Connectez-vous pour continuer.',
    signIn: 'Se connecter',
    backToSite: (brand) => `Revenir sur ${brand}`,
    linkUsedTitle: 'Ce lien n’est plus valable',
    linkUsedLead: 'Il a déjà servi ou n’existe pas. Connectez-vous, ou créez votre compte à nouveau.',
    linkExpiredTitle: 'Ce lien a expiré',
    linkExpiredLead: 'Les liens de confirmation sont valables 24 heures. Connectez-vous pour en recevoir un nouveau.',
    alreadyTitle: 'Un compte existe déjà',
    alreadyLead: 'Cette adresse a déjà un compte confirmé. Connectez-vous avec son mot de passe.',
    unconfirmed: 'Confirmez d’abord votre adresse e-mail : ouvrez le lien que nous vous avons envoyé.',
    resend: 'Recevoir un nouveau lien',
  },
  en: {
    checkTitle: 'Check your inbox',
    checkLead: (email) => `We sent a message to ${email}. Open the link in it to go on.`,
    checkHint:
      'Nothing after a few minutes? Look in your spam folder, then try to sign in: you can ask for a new link there.',
    confirmTitle: 'Confirm your email address',
    confirmLead: 'One last click to activate your account.',
    confirmButton: 'Confirm my address',
    confirmedTitle: 'Your account is ready',
    confirmedLead: 'Your email address is confirmed. Sign in to go on.',
    signIn: 'Sign in',
    backToSite: (brand) => `Back to ${brand}`,
    linkUsedTitle: 'This link is no longer valid',
    linkUsedLead: 'It has already been used or does not exist. Sign in, or create your account again.',
    linkExpiredTitle: 'This link has expired',
    linkExpiredLead: 'Confirmation links are valid for 24 hours. Sign in to get a new one.',
    alreadyTitle: 'An account already exists',
    alreadyLead: 'This address already has a confirmed account. Sign in with its password.',
    unconfirmed: 'Confirm your email address first: open the link we sent you.',
    resend: 'Send me a new link',
  },
  de: {
    checkTitle: 'Prüfen Sie Ihr Postfach',
    checkLead: (email) => `Wir haben eine Nachricht an ${email} gesendet. Öffnen Sie den Link darin, um fortzufahren.`,
    checkHint:
      'Nach einigen Minuten nichts erhalten? Sehen Sie im Spam-Ordner nach und melden Sie sich dann an: Dort können Sie einen neuen Link anfordern.',
    confirmTitle: 'E-Mail-Adresse bestätigen',
    confirmLead: 'Ein letzter Klick, um Ihr Konto zu aktivieren.',
    confirmButton: 'Adresse bestätigen',
    confirmedTitle: 'Ihr Konto ist bereit',
    confirmedLead: 'Ihre E-Mail-Adresse ist bestätigt. Melden Sie sich an, um fortzufahren.',
    signIn: 'Anmelden',
    backToSite: (brand) => `Zurück zu ${brand}`,
    linkUsedTitle: 'Dieser Link ist nicht mehr gültig',
    linkUsedLead:
      'Er wurde bereits verwendet oder existiert nicht. Melden Sie sich an oder erstellen Sie Ihr Konto erneut.',
    linkExpiredTitle: 'Dieser Link ist abgelaufen',
    linkExpiredLead: 'Bestätigungslinks sind 24 Stunden gültig. Melden Sie sich an, um einen neuen zu erhalten.',
    alreadyTitle: 'Es besteht bereits ein Konto',
    alreadyLead: 'Für diese Adresse besteht bereits ein bestätigtes Konto. Melden Sie sich mit seinem Passwort an.',
    unconfirmed: 'Bestätigen Sie zuerst Ihre E-Mail-Adresse: Öffnen Sie den Link, den wir Ihnen gesendet haben.',
    resend: 'Neuen Link senden',
  },
  nl: {
    checkTitle: 'Controleer je inbox',
    checkLead: (email) => `We hebben een bericht gestuurd naar ${email}. Open de link erin om verder te gaan.`,
    checkHint:
      'Na een paar minuten niets ontvangen? Kijk in je spammap en probeer daarna in te loggen: daar kun je een nieuwe link aanvragen.',
    confirmTitle: 'Bevestig je e-mailadres',
    confirmLead: 'Nog één klik om je account te activeren.',
    confirmButton: 'Mijn adres bevestigen',
    confirmedTitle: 'Je account is klaar',
    confirmedLead: 'Je e-mailadres is bevestigd. Log in om verder te gaan.',
    signIn: 'Inloggen',
    backToSite: (brand) => `Terug naar ${brand}`,
    linkUsedTitle: 'Deze link is niet meer geldig',
    linkUsedLead: 'Hij is al gebruikt of bestaat niet. Log in, of maak je account opnieuw aan.',
    linkExpiredTitle: 'Deze link is verlopen',
    linkExpiredLead: 'Bevestigingslinks zijn 24 uur geldig. Log in om een nieuwe te krijgen.',
    alreadyTitle: 'Er bestaat al een account',
    alreadyLead: 'Dit adres heeft al een bevestigd account. Log in met het wachtwoord ervan.',
    unconfirmed: 'Bevestig eerst je e-mailadres: open de link die we je hebben gestuurd.',
    resend: 'Stuur me een nieuwe link',
  },
};

/** The confirmation mail of a new sign-up. */
export const CONFIRM_MAIL: MailTemplates<{ name: string; link: string; brand: string }> = {
  fr: {
    subject: (v) => `Confirmez votre adresse e-mail pour ${v.brand}`,
    text: (v) =>
      `Bonjour ${v.name},\n\nPour activer votre compte ${v.brand}, ouvrez ce lien (valable 24 heures, une seule fois) :\n${v.link}\n\nSi vous n’avez pas créé de compte, ignorez ce message : rien ne sera fait.\n`,
    html: (v) =>
      html`<p>Bonjour ${v.name},</p><p>Pour activer votre compte ${v.brand}, confirmez votre adresse (lien valable 24 heures, une seule fois) :</p><p><a href="${v.link}">Confirmer mon adresse</a></p><p>Si vous n’avez pas créé de compte, ignorez ce message : rien ne sera fait.</p>`,
  },
  en: {
    subject: (v) => `Confirm your email address for ${v.brand}`,
    text: (v) =>
      `Hello ${v.name},\n\nTo activate your ${v.brand} account, open this link (valid for 24 hours, once):\n${v.link}\n\nIf you did not create an account, ignore this message: nothing will happen.\n`,
    html: (v) =>
      html`<p>Hello ${v.name},</p><p>To activate your ${v.brand} account, confirm your address (the link is valid for 24 hours, once):</p><p><a href="${v.link}">Confirm my address</a></p><p>If you did not create an account, ignore this message: nothing will happen.</p>`,
  },
  de: {
    subject: (v) => `Bestätigen Sie Ihre E-Mail-Adresse für ${v.brand}`,
    text: (v) =>
      `Hallo ${v.name},\n\num Ihr ${v.brand}-Konto zu aktivieren, öffnen Sie diesen Link (24 Stunden gültig, einmalig):\n${v.link}\n\nWenn Sie kein Konto erstellt haben, ignorieren Sie diese Nachricht: Es geschieht nichts.\n`,
    html: (v) =>
      html`<p>Hallo ${v.name},</p><p>um Ihr ${v.brand}-Konto zu aktivieren, bestätigen Sie Ihre Adresse (Link 24 Stunden gültig, einmalig):</p><p><a href="${v.link}">Adresse bestätigen</a></p><p>Wenn Sie kein Konto erstellt haben, ignorieren Sie diese Nachricht: Es geschieht nichts.</p>`,
  },
  nl: {
    subject: (v) => `Bevestig je e-mailadres voor ${v.brand}`,
    text: (v) =>
      `Hallo ${v.name},\n\nOpen deze link om je ${v.brand}-account te activeren (24 uur geldig, één keer):\n${v.link}\n\nHeb je geen account aangemaakt? Negeer dan dit bericht: er gebeurt niets.\n`,
    html: (v) =>
      html`<p>Hallo ${v.name},</p><p>Bevestig je adres om je ${v.brand}-account te activeren (de link is 24 uur geldig, één keer):</p><p><a href="${v.link}">Mijn adres bevestigen</a></p><p>Heb je geen account aangemaakt? Negeer dan dit bericht: er gebeurt niets.</p>`,
  },
};

/** To the owner of a known email when someone signs up with it. */
export const SOMEONE_TRIED_MAIL: MailTemplates<{ name: string; link: string; brand: string }> = {
  fr: {
    subject: (v) => `Quelqu’un a voulu créer un compte ${v.brand} avec votre adresse`,
    text: (v) =>
      `Bonjour ${v.name},\n\nQuelqu’un vient de demander un compte ${v.brand} avec votre adresse e-mail, qui en a déjà un. Rien n’a été changé.\n\nC’était vous ? Connectez-vous avec votre mot de passe :\n${v.link}\n\nSinon, ignorez ce message.\n`,
    html: (v) =>
      html`<p>Bonjour ${v.name},</p><p>Quelqu’un vient de demander un compte ${v.brand} avec votre adresse e-mail, qui en a déjà un. Rien n’a été changé.</p><p>C’était vous ? <a href="${v.link}">Connectez-vous avec votre mot de passe</a>.</p><p>Sinon, ignorez ce message.</p>`,
  },
  en: {
    subject: (v) => `Someone tried to create a ${v.brand} account with your address`,
    text: (v) =>
      `Hello ${v.name},\n\nSomeone just asked for a ${v.brand} account with your email address, which already has one. Nothing was changed.\n\nWas it you? Sign in with your password:\n${v.link}\n\nOtherwise, ignore this message.\n`,
    html: (v) =>
      html`<p>Hello ${v.name},</p><p>Someone just asked for a ${v.brand} account with your email address, which already has one. Nothing was changed.</p><p>Was it you? <a href="${v.link}">Sign in with your password</a>.</p><p>Otherwise, ignore this message.</p>`,
  },
  de: {
    subject: (v) => `Jemand wollte mit Ihrer Adresse ein ${v.brand}-Konto erstellen`,
    text: (v) =>
      `Hallo ${v.name},\n\njemand hat gerade ein ${v.brand}-Konto mit Ihrer E-Mail-Adresse angefordert, für die bereits ein Konto besteht. Nichts wurde geändert.\n\nWaren Sie das? Melden Sie sich mit Ihrem Passwort an:\n${v.link}\n\nAndernfalls ignorieren Sie diese Nachricht.\n`,
    html: (v) =>
      html`<p>Hallo ${v.name},</p><p>jemand hat gerade ein ${v.brand}-Konto mit Ihrer E-Mail-Adresse angefordert, für die bereits ein Konto besteht. Nichts wurde geändert.</p><p>Waren Sie das? <a href="${v.link}">Melden Sie sich mit Ihrem Passwort an</a>.</p><p>Andernfalls ignorieren Sie diese Nachricht.</p>`,
  },
  nl: {
    subject: (v) => `Iemand wilde een ${v.brand}-account aanmaken met je adres`,
    text: (v) =>
      `Hallo ${v.name},\n\nIemand vroeg zojuist een ${v.brand}-account aan met je e-mailadres, dat al een account heeft. Er is niets gewijzigd.\n\nWas jij dat? Log in met je wachtwoord:\n${v.link}\n\nZo niet, negeer dan dit bericht.\n`,
    html: (v) =>
      html`<p>Hallo ${v.name},</p><p>Iemand vroeg zojuist een ${v.brand}-account aan met je e-mailadres, dat al een account heeft. Er is niets gewijzigd.</p><p>Was jij dat? <a href="${v.link}">Log in met je wachtwoord</a>.</p><p>Zo niet, negeer dan dit bericht.</p>`,
  },
};
