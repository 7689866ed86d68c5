import { describe, expect, it } from 'vitest';
import type { Video } from '../entities/show';
import { autoplaysTrailer, mainTrailer, providerLink } from './trailer';
import { TRAILER_FRAME_ORIGINS, trailerPlayback } from './trailer-playback';

const base = { isMain: true, language: 'fr', title: 'Le Dernier Phare - Bande-annonce', snapshot: '', duration: null };
const s3: Video = {
  ...base,
  externalId: 'trailer-the-last-lighthouse',
  videoType: 'S3',
  url: '/api/media/video/marquee-countdown-v1.mp4',
  embedUrl: null,
  sources: [
    { url: '/api/media/video/marquee-countdown-v1.webm', type: 'video/webm; codecs="vp9"' },
    { url: '/api/media/video/marquee-countdown-v1.mp4', type: 'video/mp4; codecs="avc1.4d401f"' },
  ],
  duration: 6,
};
const provider = (videoType: 'youtube' | 'vimeo' | 'allocine', embedUrl: string | null, url: string): Video => ({
  ...base,
  externalId: 'x',
  videoType,
  embedUrl,
  url,
  sources: [],
});
const youtube = provider(
  'youtube',
  'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
);
const click = { autoplay: true, muted: false };
const quiet = { autoplay: false, muted: false };

describe('trailer choice', () => {
  it('CAT-07 the main trailer, else the first, else none', () => {
    const second = { ...youtube, isMain: true };
    expect(mainTrailer([{ ...s3, isMain: false }, second])).toBe(second);
    expect(mainTrailer([{ ...s3, isMain: false }])?.videoType).toBe('S3');
    expect(mainTrailer([])).toBeNull();
  });

  it('CAT-10 an S3 trailer plays its own files, best first', () => {
    expect(trailerPlayback(s3, click)).toEqual({ kind: 'file', sources: s3.sources, url: s3.url });
  });

  it('CAT-10 an S3 trailer with files on another origin is never played (media-src is the site)', () => {
    const foreign = {
      ...s3,
      url: 'https://cdn.example.com/t.mp4',
      sources: [{ url: '//cdn.example.com/t.webm', type: 'video/webm' }],
    };
    expect(trailerPlayback(foreign, click)).toEqual({ kind: 'link', provider: null, watchUrl: '' });
  });

  it('CAT-11 YouTube plays from the privacy-enhanced host, with autoplay on a click and muted when asked', () => {
    expect(trailerPlayback(youtube, click)).toEqual({
      kind: 'embed',
      provider: 'youtube',
      src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0&playsinline=1&autoplay=1',
      watchUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    });
    const www = { ...youtube, embedUrl: 'https://www.youtube.com/embed/aqz-KE-bpKQ?si=track' };
    const played = trailerPlayback(www, { autoplay: true, muted: true });
    expect(played.kind === 'embed' && played.src).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0&playsinline=1&autoplay=1&mute=1',
    );
  });

  it('CAT-11 Vimeo and AlloCiné play in their own player, Vimeo without tracking', () => {
    const vimeo = trailerPlayback(
      provider('vimeo', 'https://player.vimeo.com/video/1084537', 'https://vimeo.com/1084537'),
      quiet,
    );
    expect(vimeo).toMatchObject({
      kind: 'embed',
      provider: 'vimeo',
      src: 'https://player.vimeo.com/video/1084537?dnt=1',
    });
    const allocine = trailerPlayback(
      provider('allocine', 'https://player.allocine.fr/19591374.html', 'https://www.allocine.fr/video/video-19591374/'),
      click,
    );
    expect(allocine).toMatchObject({ kind: 'embed', src: 'https://player.allocine.fr/19591374.html?autoplay=1' });
  });

  it('CAT-12 a player on any other host, or none, is only a link to the provider', () => {
    expect(trailerPlayback(provider('vimeo', 'https://evil.example/video/1', 'https://vimeo.com/1'), click)).toEqual({
      kind: 'link',
      provider: 'vimeo',
      watchUrl: 'https://vimeo.com/1',
    });
    expect(
      trailerPlayback(provider('youtube', 'http://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'w'), click).kind,
    ).toBe('link');
    expect(trailerPlayback(provider('allocine', null, 'https://www.allocine.fr/'), click).kind).toBe('link');
  });

  it('CAT-12 offline, a provider trailer links to its own page; an S3 file has no outside link', () => {
    expect(providerLink(youtube)).toEqual({
      provider: 'youtube',
      watchUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    });
    expect(providerLink(provider('allocine', null, 'https://www.allocine.fr/v'))).toEqual({
      provider: 'allocine',
      watchUrl: 'https://www.allocine.fr/v',
    });
    expect(providerLink(s3)).toBeNull();
    // The same link the player shows next to the frame.
    const playback = trailerPlayback(youtube, click);
    expect(playback.kind === 'embed' && playback.watchUrl).toBe(providerLink(youtube)?.watchUrl);
  });

  it('the frame origins are exactly the three players', () => {
    expect([...TRAILER_FRAME_ORIGINS].sort()).toEqual([
      'https://player.allocine.fr',
      'https://player.vimeo.com',
      'https://www.youtube-nocookie.com',
    ]);
  });

  it('ROUTE-68 bandeannonce=true, and only that value, autoplays the trailer', () => {
    expect(autoplaysTrailer('?bandeannonce=true')).toBe(true);
    expect(autoplaysTrailer('?x=1&bandeannonce=true')).toBe(true);
    expect(autoplaysTrailer({ get: (name) => (name === 'bandeannonce' ? 'true' : null) })).toBe(true);
    expect(autoplaysTrailer('?bandeannonce=truee')).toBe(false);
    expect(autoplaysTrailer('?bandeannonce=1')).toBe(false);
    expect(autoplaysTrailer('')).toBe(false);
  });
});
