import { describe, expect, it } from 'vitest';
import { parseSingleTag, safeInjection, safeInjections } from './injections';

describe('settings injections (SHELL-86)', () => {
  it('SHELL-86 keeps a known head meta and link, rebuilt from their attributes', () => {
    expect(
      safeInjections([
        { position: 'head', element: 'meta', content: '<meta name="theme-color" content="#111111">' },
        {
          position: 'head',
          element: 'link',
          content: "<link rel='preconnect' href='https://cdn.example.com' crossorigin />",
        },
      ]),
    ).toEqual([
      { position: 'head', element: 'meta', attributes: { name: 'theme-color', content: '#111111' } },
      {
        position: 'head',
        element: 'link',
        attributes: { rel: 'preconnect', href: 'https://cdn.example.com', crossorigin: '' },
      },
    ]);
  });

  it('SHELL-86 keeps a noscript pixel and drops its style', () => {
    expect(
      safeInjection({
        position: 'noscript',
        element: 'img',
        content: '<img height="1" width="1" style="display:none" src="/api/pixel?id=1&amp;ev=PageView" alt=""/>',
      }),
    ).toEqual({
      position: 'noscript',
      element: 'img',
      attributes: { height: '1', width: '1', src: '/api/pixel?id=1&ev=PageView', alt: '' },
    });
  });

  it.each([
    ['a script', { position: 'head', element: 'script', content: '<script>alert(1)</script>' }],
    ['a script dressed as a meta', { position: 'head', element: 'meta', content: '<script>alert(1)</script>' }],
    ['an event handler', { position: 'noscript', element: 'img', content: '<img src="/x.png" onerror="alert(1)">' }],
    [
      'a javascript: url',
      { position: 'head', element: 'link', content: '<link rel="icon" href="javascript:alert(1)">' },
    ],
    [
      'a data: url',
      { position: 'noscript', element: 'iframe', content: '<iframe src="data:text/html,<script>x</script>">' },
    ],
    [
      'a protocol-relative url',
      { position: 'head', element: 'link', content: '<link rel="icon" href="//evil.test/x">' },
    ],
    [
      'a refresh',
      { position: 'head', element: 'meta', content: '<meta http-equiv="refresh" content="0;url=https://evil.test">' },
    ],
    [
      'a stylesheet',
      { position: 'head', element: 'link', content: '<link rel="stylesheet" href="https://evil.test/x.css">' },
    ],
    ['two elements', { position: 'head', element: 'meta', content: '<meta name="a" content="b"><script>x</script>' }],
    ['trailing text', { position: 'head', element: 'meta', content: '<meta name="a" content="b">hello' }],
    ['a head element in noscript', { position: 'noscript', element: 'meta', content: '<meta name="a" content="b">' }],
    ['an unknown position', { position: 'body', element: 'meta', content: '<meta name="a" content="b">' }],
    ['a missing position', { element: 'meta', content: '<meta name="a" content="b">' }],
    ['a required attribute missing', { position: 'head', element: 'link', content: '<link rel="icon">' }],
    ['a repeated attribute', { position: 'head', element: 'meta', content: '<meta name="a" name="b" content="c">' }],
    ['an unknown entity', { position: 'head', element: 'meta', content: '<meta name="a" content="&bogus;">' }],
    ['not an object', 'meta'],
    ['null', null],
  ])('SHELL-86 ignores %s', (_what, raw) => {
    expect(safeInjection(raw)).toBeUndefined();
  });

  it('SHELL-86 keeps the good ones of a list with malformed ones, in order', () => {
    const list = [
      { position: 'head', element: 'meta', content: '<meta name="a" content="1">' },
      { position: 'head', element: 'script', content: '<script src="/x.js"></script>' },
      42,
      { position: 'head', element: 'meta', content: '<meta name="b" content="2">' },
    ];
    expect(safeInjections(list).map((i) => i.attributes.name)).toEqual(['a', 'b']);
    expect(safeInjections('not a list')).toEqual([]);
  });

  it('reads one tag with its quoted, unquoted and bare attributes', () => {
    expect(parseSingleTag(`<Link REL=icon href='/a.png' sizes="32x32"></link>`)).toEqual({
      element: 'link',
      attributes: [
        ['rel', 'icon'],
        ['href', '/a.png'],
        ['sizes', '32x32'],
      ],
    });
    expect(parseSingleTag('<meta name="a" content="b"><meta name="c" content="d">')).toBeUndefined();
    expect(parseSingleTag('text')).toBeUndefined();
  });
});
