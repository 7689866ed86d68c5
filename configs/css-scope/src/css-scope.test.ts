import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { classNamesIn, classNameViolations, cssViolations, remoteScopeViolations } from './css-scope';

describe('cssViolations', () => {
  it('accepts a stylesheet whose every selector is the remote own', () => {
    const css = `
      /* .button in a comment is fine */
      .catalogue-movie { display: grid; background: url("a.png"); }
      .catalogue-movie__credits dt, .catalogue-movie__credits dd { margin: 0; }
      @media (min-width: 700px) { .catalogue-movie:hover > img { width: 320px; } }
      .catalogue-card { &:hover { color: red; } }
      .catalogue-link[href$=".pdf"]::after { content: ".pdf;{}"; }
      @keyframes catalogue-fade { from { opacity: 0; } 50% { opacity: .5; } to { opacity: 1; } }
      @supports (display: grid) { :is(.catalogue-a, .catalogue-b) p { gap: 1px; } }
    `;
    expect(cssViolations(css, 'catalogue')).toEqual([]);
  });

  it('fails on an unprefixed class, another remote class, a shell class, and a selector that reaches outside', () => {
    const css = `
      .show-grid { display: grid; }
      .catalogue-home .button--primary { color: red; }
      @media (min-width: 700px) { .search-page__form { gap: 0; } }
      h2, .catalogue-ok { margin: 0; }
      :root { --x: 1; }
    `;
    expect(cssViolations(css, 'catalogue').map((found) => found.where)).toEqual([
      '.show-grid',
      '.catalogue-home .button--primary',
      '.search-page__form',
      'h2',
      ':root',
    ]);
  });

  it('takes the remote name with its dash: help-centre- is not help-', () => {
    expect(cssViolations('.help-centre-faq { margin: 0 }', 'help-centre')).toEqual([]);
    expect(cssViolations('.help-faq { margin: 0 }', 'help-centre')).toHaveLength(1);
    expect(cssViolations('.catalogue { margin: 0 }', 'catalogue')).toHaveLength(1);
  });
});

describe('classes the spec names', () => {
  it('a remote may put a class the spec names on its markup, but not style it', () => {
    expect(classNameViolations('<div className="voucher-error-alert" />', 'catalogue')).toEqual([]);
    expect(cssViolations('.voucher-error-alert { color: red; }', 'catalogue')).not.toEqual([]);
  });
});

describe('classNameViolations', () => {
  it('reads static class names in every JSX form', () => {
    const source = `
      <div className="locator-cinemas locator-cinemas--open">
      <p className={'locator-x'} /> <p className={"locator-y"} />
      <li className={\`locator-item locator-item--\${state}\`} />
      <a className={variable} />
    `;
    expect(classNamesIn(source)).toEqual([
      'locator-cinemas',
      'locator-cinemas--open',
      'locator-x',
      'locator-y',
      'locator-item',
      'locator-item--',
    ]);
    expect(classNameViolations(source, 'locator')).toEqual([]);
  });

  it('fails on a shell class used by a remote (button button--primary, visually-hidden)', () => {
    const source = `<button className="button button--primary" /><label className="visually-hidden" />`;
    expect(classNameViolations(source, 'search').map((found) => found.where)).toEqual([
      'className "button"',
      'className "button--primary"',
      'className "visually-hidden"',
    ]);
  });
});

describe('remoteScopeViolations', () => {
  const made: string[] = [];
  afterAll(async () => {
    for (const dir of made) await rm(dir, { recursive: true, force: true });
  });

  it('walks a remote sources and names file and fault; tests are skipped', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'css-scope-'));
    made.push(dir);
    await mkdir(path.join(dir, 'src', 'features', 'x'), { recursive: true });
    await writeFile(path.join(dir, 'src', 'app.css'), '.account-a { color: red } .movie { color: blue }');
    await writeFile(path.join(dir, 'src', 'features', 'x', 'x.tsx'), '<a className="account-a button" />');
    await writeFile(path.join(dir, 'src', 'features', 'x', 'x.test.tsx'), '<a className="anything" />');
    const found = await remoteScopeViolations(dir, 'account');
    expect(found.map((v) => `${v.file}: ${v.where}`).sort()).toEqual([
      `src${path.sep}app.css: .movie`,
      `src${path.sep}features${path.sep}x${path.sep}x.tsx: className "button"`,
    ]);
  });
});
