import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { decodeEntities, parseRichText, RichText, safeHref } from './rich-text';

const html = (source: string, origin = 'http://fr.marquee.localhost') =>
  renderToStaticMarkup(createElement(RichText, { html: source, origin }));

describe('CMS rich text', () => {
  it('keeps the text tags of an experience’s details, as elements', () => {
    expect(html('<p>Écran géant, <strong>laser</strong>.</p><p>Disponible dans certaines salles.</p>')).toBe(
      '<div><p>Écran géant, <strong>laser</strong>.</p><p>Disponible dans certaines salles.</p></div>',
    );
    expect(html('<ul><li>One</li><li>Two<br>lines</li></ul>')).toBe(
      '<div><ul><li>One</li><li>Two<br/>lines</li></ul></div>',
    );
  });

  it('drops scripts, frames, event handlers, styles and unknown tags (their text stays, escaped)', () => {
    const out = html(
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>' +
        '<iframe src="https://evil.example"></iframe><svg><script>alert(2)</script></svg><marquee>old</marquee>' +
        '<p>a &lt;b&gt; &amp; c</p><!-- <script>alert(3)</script> -->',
    );
    expect(out).toBe('<div><p>Hi</p>old<p>a &lt;b&gt; &amp; c</p></div>');
    expect(out).not.toMatch(/alert|onclick|onerror|style|iframe|svg|img/);
  });

  it('keeps only safe links; a link to another site opens in a new tab, the site’s own stay in the tab', () => {
    expect(html('<a href="javascript:alert(1)">x</a>')).toBe('<div><span>x</span></div>');
    expect(html('<a href=" jav&#x09;ascript:alert(1)">x</a>')).toBe('<div><span>x</span></div>');
    expect(html('<a href="data:text/html,hi">x</a><a href="//evil.example/">y</a>')).toBe(
      '<div><span>x</span><span>y</span></div>',
    );
    expect(html('<a href="/experiences/imax">IMAX</a>')).toBe('<div><a href="/experiences/imax">IMAX</a></div>');
    expect(html('<a href="http://fr.marquee.localhost/films">films</a>')).toBe(
      '<div><a href="http://fr.marquee.localhost/films">films</a></div>',
    );
    expect(html("<a href='https://www.imax.com/' title=x>IMAX</a>")).toBe(
      '<div><a href="https://www.imax.com/" target="_blank" rel="noopener noreferrer">IMAX</a></div>',
    );
    expect(safeHref('mailto:hello@marquee.example')).toBe('mailto:hello@marquee.example');
    expect(safeHref('vbscript:x')).toBeNull();
    expect(safeHref('/\\evil.example')).toBeNull();
  });

  it('closes what HTML closes (a paragraph before a block), so the server’s HTML parses into the hydrated tree', () => {
    expect(html('<p>Intro<ul><li>one</li></ul>after</p>')).toBe('<div><p>Intro</p><ul><li>one</li></ul>after</div>');
    expect(html('<h1>Title</h1><p>unclosed <em>emphasis')).toBe(
      '<div><h2>Title</h2><p>unclosed <em>emphasis</em></p></div>',
    );
    expect(parseRichText('')).toEqual([]);
    expect(html('')).toBe('');
  });

  it('decodes character references, refusing invalid code points', () => {
    expect(decodeEntities('L&rsquo;IMAX &#233;&#xE9; &nbsp;&unknown; &#0;')).toBe('L’IMAX éé \u00a0&unknown; \ufffd');
  });
});
