// @vitest-environment jsdom
import { safeInjections } from '@marquee/domain-models';
import { describe, expect, it } from 'vitest';
import { applyHeadInjections, headInjectionsHtml, noscriptInjectionsHtml } from './injections';

const INJECTIONS = safeInjections([
  { position: 'head', element: 'meta', content: `<meta name="description-x" content='He said "&lt;b&gt;" & left'>` },
  { position: 'head', element: 'link', content: '<link rel="preconnect" href="https://cdn.example.com" crossorigin>' },
  { position: 'noscript', element: 'img', content: '<img src="/api/pixel?a=1&amp;b=2" width="1" height="1" alt="">' },
  { position: 'head', element: 'script', content: '<script>alert(1)</script>' },
]);

describe('settings injections as HTML (SHELL-86)', () => {
  it('SHELL-86 the head gets the known elements, rebuilt and escaped, marked as injected', () => {
    expect(headInjectionsHtml(INJECTIONS)).toBe(
      '<meta data-injection name="description-x" content="He said &quot;&lt;b&gt;&quot; &amp; left">' +
        '<link data-injection rel="preconnect" href="https://cdn.example.com" crossorigin>',
    );
  });

  it('SHELL-86 the noscript block gets the pixel only', () => {
    expect(noscriptInjectionsHtml(INJECTIONS)).toBe('<img src="/api/pixel?a=1&amp;b=2" width="1" height="1" alt>');
  });

  it('SHELL-86 a page rendered in the browser gets the head injections once, made with the DOM', () => {
    document.head.innerHTML = '';
    applyHeadInjections(document, INJECTIONS);
    applyHeadInjections(document, INJECTIONS);
    const meta = document.head.querySelectorAll('meta[data-injection]');
    expect(meta).toHaveLength(1);
    expect(meta[0]?.getAttribute('content')).toBe('He said "<b>" & left');
    expect(document.head.querySelectorAll('link[data-injection]')).toHaveLength(1);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
