import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMailer,
  html,
  MAIL_LANGUAGES,
  MailConfigError,
  MailSendError,
  type MailTemplates,
  mailConfigFromEnv,
  mailLanguage,
  renderMail,
} from '../src/index';
import { startTestSmtpServer, type TestSmtpServer } from '../src/testing';

const GREETING: MailTemplates<{ name: string; link: string }> = {
  fr: {
    subject: (v) => `Bonjour ${v.name}`,
    text: (v) => `Bonjour ${v.name}\n${v.link}`,
    html: (v) => html`<p>Bonjour ${v.name}</p><p><a href="${v.link}">Lien</a></p>`,
  },
  en: {
    subject: (v) => `Hello ${v.name}`,
    text: (v) => `Hello ${v.name}\n${v.link}`,
    html: (v) => html`<p>Hello ${v.name}</p><p><a href="${v.link}">Link</a></p>`,
  },
  de: {
    subject: (v) => `Hallo ${v.name}`,
    text: (v) => `Hallo ${v.name}\n${v.link}`,
    html: (v) => html`<p>Hallo ${v.name}</p><p><a href="${v.link}">Link</a></p>`,
  },
  nl: {
    subject: (v) => `Hallo ${v.name}`,
    text: (v) => `Hallo ${v.name}\n${v.link}`,
    html: (v) => html`<p>Hallo ${v.name}</p><p><a href="${v.link}">Link</a></p>`,
  },
};

describe('configuration', () => {
  it('no SMTP_URL: no server, the default sender', () => {
    expect(mailConfigFromEnv({})).toEqual({ from: 'Marquee <no-reply@marquee.localhost>' });
    expect(mailConfigFromEnv({ SMTP_URL: '  ' }).smtp).toBeUndefined();
  });

  it('reads SMTP_URL and MAIL_FROM', () => {
    const config = mailConfigFromEnv({
      SMTP_URL: 'smtp://user:p%40ss@127.0.0.1:1025',
      MAIL_FROM: 'Cinéma <a@b.example>',
    });
    expect(config.smtp?.hostname).toBe('127.0.0.1');
    expect(config.smtp?.port).toBe('1025');
    expect(config.from).toBe('Cinéma <a@b.example>');
  });

  it.each([
    ['not a url', /not a URL/],
    ['http://127.0.0.1:1025', /smtp:\/\/ or smtps:\/\//],
    ['smtp://127.0.0.1:1025/path', /only smtp/],
  ])('a malformed SMTP_URL (%s) stops start-up with the reason', (value, reason) => {
    expect(() => mailConfigFromEnv({ SMTP_URL: value })).toThrow(MailConfigError);
    expect(() => mailConfigFromEnv({ SMTP_URL: value })).toThrow(reason);
  });

  it('a malformed MAIL_FROM (no address, a line break) stops start-up', () => {
    expect(() => mailConfigFromEnv({ MAIL_FROM: 'Marquee' })).toThrow(MailConfigError);
    expect(() => mailConfigFromEnv({ MAIL_FROM: 'a@b.example\r\nBcc: x@y.example' })).toThrow(MailConfigError);
  });
});

describe('templates', () => {
  it('escapes every value in the HTML, keeps the subject on one line, in each language', () => {
    for (const lang of MAIL_LANGUAGES) {
      const mail = renderMail(GREETING, lang, {
        name: '<img src=x onerror=alert(1)>\r\nBcc: x',
        link: 'https://a.example/?a=1&b="2"',
      });
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.html).toContain(`<html lang="${lang}">`);
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
      expect(mail.html).toContain('href="https://a.example/?a=1&#38;b=&#34;2&#34;"');
      expect(mail.text).toContain('https://a.example/?a=1&b="2"');
    }
  });

  it('picks the language of a site language, French otherwise', () => {
    expect(mailLanguage('de-CH')).toBe('de');
    expect(mailLanguage('nl')).toBe('nl');
    expect(mailLanguage('es')).toBe('fr');
    expect(mailLanguage(undefined, 'en')).toBe('en');
  });
});

describe('sending through a real SMTP server', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers subject, text and HTML to the recipient, from MAIL_FROM', async () => {
    const mailer = createMailer(mailConfigFromEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'Marquee <hello@marquee.test>' }));
    const result = await mailer.send({
      to: 'Ada@Example.test',
      ...renderMail(GREETING, 'en', { name: 'Ada & Co', link: 'https://x.example/confirm?t=1' }),
      headers: { 'List-Unsubscribe': '<https://x.example/u>' },
    });
    expect(result.sent).toBe(true);
    const mail = await smtp.waitForMail((m) => m.to.includes('ada@example.test'));
    expect(mail.subject).toBe('Hello Ada & Co');
    expect(mail.from).toMatch(/^"?Marquee"? <hello@marquee.test>$/);
    expect(mail.text).toContain('https://x.example/confirm?t=1');
    expect(mail.html).toContain('<p>Hello Ada &#38; Co</p>');
    expect(mail.raw).toMatch(/^List-Unsubscribe: <https:\/\/x.example\/u>\r?$/m);
    mailer.close();
  });

  it('waitForMail waits for a message still to come', async () => {
    const mailer = createMailer(mailConfigFromEnv({ SMTP_URL: smtp.url }));
    const waiting = smtp.waitForMail((m) => m.subject === 'Hallo later');
    await mailer.send({ to: 'later@example.test', ...renderMail(GREETING, 'de', { name: 'later', link: 'x' }) });
    expect((await waiting).to).toEqual(['later@example.test']);
    await expect(smtp.waitForMail((m) => m.subject === 'never', { timeoutMs: 50 })).rejects.toThrow(/no matching mail/);
    mailer.close();
  });

  it('the mail server down: send throws MailSendError (the caller keeps the message), then works again', async () => {
    const mailer = createMailer(mailConfigFromEnv({ SMTP_URL: smtp.url }), { timeoutSeconds: 5 });
    const before = smtp.messages.length;
    smtp.refuse(true);
    try {
      await expect(
        mailer.send({ to: 'down@example.test', ...renderMail(GREETING, 'fr', { name: 'down', link: 'x' }) }),
      ).rejects.toBeInstanceOf(MailSendError);
      expect(smtp.refused).toBeGreaterThan(0);
      expect(smtp.messages.length).toBe(before);
    } finally {
      smtp.refuse(false);
    }
    await mailer.send({ to: 'down@example.test', ...renderMail(GREETING, 'fr', { name: 'down', link: 'x' }) });
    expect((await smtp.waitForMail((m) => m.to.includes('down@example.test'))).subject).toBe('Bonjour down');
    mailer.close();
  });

  it('no SMTP configured: nothing is sent, the caller is told, the notice is logged once', async () => {
    const lines: string[] = [];
    const mailer = createMailer(mailConfigFromEnv({}), { log: (line) => lines.push(line) });
    expect(mailer.enabled).toBe(false);
    const mail = { to: 'nobody@example.test', ...renderMail(GREETING, 'fr', { name: 'x', link: 'x' }) };
    expect(await mailer.send(mail)).toEqual({ sent: false, reason: 'not-configured' });
    expect(await mailer.send(mail)).toEqual({ sent: false, reason: 'not-configured' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/SMTP_URL is not set/);
  });
});
