import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Answers of the footer's calls as the reference API sends them (fr, in French). */
export const FOOTER_ANSWER = {
  columns: [
    {
      title: 'Films',
      links: [
        { title: 'À l’affiche', url: '/films', newTab: false, cookie: false },
        { title: 'Prochainement', url: '/films/upcoming', newTab: false, cookie: false },
      ],
    },
    {
      title: 'Aide',
      links: [
        { title: 'Centre d’aide', url: '/help', newTab: false, cookie: false },
        { title: 'Gestion des cookies', url: '#cookies', newTab: false, cookie: true },
      ],
    },
    {
      title: 'L’entreprise',
      links: [{ title: 'Recrutement', url: '/info/careers', newTab: true, cookie: false }],
    },
  ],
  socialNetworks: [{ label: 'Facebook', url: 'https://www.facebook.com/marquee' }],
  topCities: [
    { slug: 'paris', name: 'Paris' },
    { slug: 'lyon', name: 'Lyon' },
  ],
  cinemas: [],
};

export const FAQ_ANSWER = {
  groups: [
    {
      type: 'booking',
      questions: [
        { title: 'Comment réserver une place en ligne ?', description: 'Choisissez un film et une séance.' },
        { title: '', description: 'Sans titre' },
      ],
      slugs: ['how-do-i-book-a-ticket-online'],
    },
    { type: 'home', questions: [{ title: 'Sans réponse', description: null }], slugs: [] },
  ],
};

const cinema = (slug: string, name: string, city: string, citySlug: string) => ({
  slug,
  vistaRef: slug,
  name,
  city,
  citySlug,
  gpsPosition: { x: 0, y: 0 },
  addressLine1: '1 rue',
  addressLine2: null,
  addressZip: '1000',
  addressCity: city,
  address: { city, postalCode: '1000' },
  tags: [],
  description: '',
  disabledServices: [],
  backdrop: '',
  statistics: { seats: 800, halls: 8 },
  mapsUrl: '',
  services: [],
  sessionsNearby: null,
  seo: { title: name, description: '' },
  redirectSlug: null,
});

export const CINEMAS_ANSWER = {
  total: 3,
  cinemas: [
    cinema('marquee-meir-antwerpen', 'Marquee Meir', 'Anvers', 'antwerpen'),
    cinema('marquee-woluwe-bruxelles', 'Marquee Woluwe', 'Bruxelles', 'bruxelles'),
    cinema('marquee-de-brouckere-bruxelles', 'Marquee De Brouckère', 'Bruxelles', 'bruxelles'),
  ],
};

/** A real HTTP server standing in for the API: `answers` maps a path to a status and a body. */
export async function startStandInApi(
  answers: Record<string, { status: number; body: unknown }>,
): Promise<{ url: string; calls: string[]; close: () => Promise<void> }> {
  const calls: string[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    calls.push(path);
    const answer = answers[path] ?? { status: 404, body: { error: 'not found' } };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
