/** @marquee/mail — outgoing mail: see the package README. */
export {
  DEFAULT_FROM,
  describeSmtp,
  type MailConfig,
  MailConfigError,
  mailConfigFromEnv,
  parseFrom,
  parseSmtpUrl,
} from './config';
export {
  createMailer,
  type Mailer,
  type MailerOptions,
  MailSendError,
  type OutgoingMail,
  type SendResult,
} from './mailer';
export {
  escapeHtml,
  html,
  MAIL_LANGUAGES,
  type MailLanguage,
  type MailTemplate,
  type MailTemplates,
  mailLanguage,
  type RenderedMail,
  renderMail,
  SafeHtml,
} from './templates';
