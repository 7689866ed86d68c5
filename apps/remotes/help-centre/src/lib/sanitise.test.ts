import { describe, expect, it } from 'vitest';
import { sanitiseArticleHtml } from './sanitise';

describe('sanitiseArticleHtml (HELP-05 HELP-06 article CMS HTML)', () => {
  it('keeps the structure of a help article', () => {
    const html = '<h2>Refunds</h2><p>Go to <strong>My bookings</strong>.</p><ul><li>One</li><li>Two</li></ul>';
    expect(sanitiseArticleHtml(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>', '<img src="x">'],
    ['<p onclick="steal()">text</p>', '<p>text</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>after</p>', '<p>after</p>'],
    ['<svg><g/onload=alert(2)//<p>', ''],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['<style>body{display:none}</style><p>shown</p>', '<p>shown</p>'],
    ['<p style="position:fixed;inset:0">cover</p>', '<p>cover</p>'],
    ['<form action="/steal"><input name="card"></form>', ''],
    ['<p id="main" class="shell">clobber</p>', '<p>clobber</p>'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', '<p></p>'],
  ])('removes what could run or deceive: %s', (attack, safe) => {
    expect(sanitiseArticleHtml(attack)).toBe(safe);
  });

  it('opens links that leave the site in a new tab without handing over the page', () => {
    expect(sanitiseArticleHtml('<a href="https://example.org/x">x</a>')).toBe(
      '<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitiseArticleHtml('<a href="/fr/aide">aide</a>')).toBe('<a href="/fr/aide">aide</a>');
    expect(sanitiseArticleHtml('<a href="mailto:help@marquee.example">mail</a>')).toBe(
      '<a href="mailto:help@marquee.example">mail</a>',
    );
  });
});
