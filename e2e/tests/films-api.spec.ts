// Covers the reference API's side of films and showtimes as Chromium meets it through the edge:
// the demo trailer (S3) really plays and seeks in a <video> (byte ranges, 206), in WebM/VP9 and
// MP4/H.264; the booking hand-off page a showtime's "Book now" opens names the film, the cinema
// and the time in the page's language, passes axe at 390 px and 1366 px (screenshots kept in
// test-results), and an unknown reference gets a clear 404 page.
import { axeViolations, expect, PHONE, pageApi, type SiteCode, test } from '../fixtures';

interface Video {
  videoType: string;
  sources: { url: string; type: string }[];
}
interface ShowDetail {
  slug: string;
  title: string;
  days: string[];
  trailers: Video[];
}
interface ShowList {
  shows: { slug: string; isMovie: boolean; isComingSoon: boolean; trailers: Video[] }[];
}
interface Showtimes {
  cinemas: { cinemaName: string; showtimes: { url: string; time: string; status: string }[] }[];
}
interface Settings {
  tunnelUrl: string;
}

/** A bookable showtime of a film with an S3 trailer on a site, in a language. */
async function bookable(page: import('@playwright/test').Page, language: string) {
  const list = await pageApi<ShowList>(page, `/api/shows?filter=book&language=${language}`);
  const film = list.shows.find((s) => s.isMovie && s.trailers[0]?.videoType === 'S3') ?? list.shows[0];
  const show = await pageApi<ShowDetail>(page, `/api/show/${film?.slug}?language=${language}`);
  const day = show.days[1] ?? show.days[0];
  const answer = await pageApi<Showtimes>(page, `/api/show/${show.slug}/showtimes/${day}?language=${language}`);
  const group = answer.cinemas.find((g) => g.showtimes.some((st) => st.status === 'available'));
  const showtime = group?.showtimes.find((st) => st.status === 'available');
  if (!group || !showtime) throw new Error('no bookable showtime');
  return { show, group, showtime };
}

test.describe('demo trailer', () => {
  for (const kind of ['webm', 'mp4'] as const) {
    test(`CAT-10 the S3 trailer plays and seeks in Chromium (${kind}, byte ranges through the edge)`, async ({
      page,
      site,
    }) => {
      await page.goto(site.url('fr', '/'));
      const list = await pageApi<ShowList>(page, '/api/shows?filter=book');
      const trailer = list.shows.flatMap((s) => s.trailers).find((t) => t.videoType === 'S3');
      const source = trailer?.sources.find((s) => s.url.endsWith(`.${kind}`));
      expect(source).toBeDefined();
      const supported = await page.evaluate(
        (type) => document.createElement('video').canPlayType(type),
        source?.type ?? '',
      );
      test.skip(supported === '', `this Chromium build cannot decode ${source?.type}`);
      const statuses: number[] = [];
      page.on('response', (res) => {
        if (res.url().includes('/api/media/video/')) statuses.push(res.status());
      });
      const played = await page.evaluate(async (src) => {
        const video = document.createElement('video');
        video.muted = true;
        video.preload = 'auto';
        video.src = src;
        document.body.append(video);
        await video.play();
        await new Promise<void>((resolve) => {
          const check = () => (video.currentTime > 0.5 ? resolve() : requestAnimationFrame(check));
          check();
        });
        const size = { width: video.videoWidth, height: video.videoHeight, duration: video.duration };
        video.pause();
        await new Promise<void>((resolve) => {
          video.addEventListener('seeked', () => resolve(), { once: true });
          video.currentTime = 4.5;
        });
        return { ...size, seekedTo: video.currentTime, error: video.error?.code ?? null };
      }, source?.url ?? '');
      expect(played).toMatchObject({ width: 1280, height: 720, error: null });
      expect(played.duration).toBeCloseTo(6, 0);
      expect(played.seekedTo).toBeCloseTo(4.5, 0);
      expect(statuses).toContain(206);
    });
  }
});

test.describe('booking hand-off page', () => {
  const cases: [SiteCode, string, string][] = [
    ['fr', 'fr', 'Salle'],
    ['ch', 'en', 'Screen'],
    ['nl', 'nl', 'Zaal'],
  ];
  for (const [code, language, hallWord] of cases) {
    test(`CAT-16 CAT-17 SHELL-70 ${code} in ${language}: Book now lands on a page naming film, cinema and time; axe clean at 390 and 1366 px`, async ({
      page,
      site,
    }, info) => {
      await page.goto(site.url(code, '/'));
      const settings = await pageApi<Settings>(page, '/api/settings');
      const { show, group, showtime } = await bookable(page, language);
      expect(showtime.url.startsWith(settings.tunnelUrl)).toBe(true);
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        const res = await page.goto(site.url(code, `${showtime.url}?language=${language}`));
        expect(res?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(show.title);
        await expect(page.getByRole('main')).toContainText(group.cinemaName);
        await expect(page.getByRole('main')).toContainText(showtime.time.slice(11));
        await expect(page.getByRole('main')).toContainText(hallWord);
        const back = page.getByRole('link');
        expect((await back.boundingBox())?.height).toBeGreaterThanOrEqual(44);
        // nothing overflows the narrow screen
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: info.outputPath(`booking-${code}-${width}.png`), fullPage: true });
      }
    });
  }

  test('CAT-17 ERR-02 an unknown reference answers a clear 404 page, axe clean', async ({ page, site }, info) => {
    await page.setViewportSize(PHONE);
    const res = await page.goto(site.url('nl', '/api/booking/987654321?language=nl'));
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Voorstelling niet gevonden');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath('booking-404-390.png') });
  });
});
