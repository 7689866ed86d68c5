import { describe, expect, it } from 'vitest';
import { returnTarget } from './sign-in-modal';

describe('where sign-in comes back to', () => {
  it('ACC-37 the target an action stored, when it is a path of this site', () => {
    expect(returnTarget({ returnTo: '/cinema/paris-bastille' }, { pathname: '/', search: '', hash: '' })).toBe(
      '/cinema/paris-bastille',
    );
  });

  it('ACC-37 otherwise the page the prompt was opened on, without the prompt in its address', () => {
    const here = { pathname: '/film/les-pixels-en-folie', search: '?modal=sign-in&day=2026-11-24', hash: '#programme' };
    expect(returnTarget({}, here)).toBe('/film/les-pixels-en-folie?day=2026-11-24#programme');
    expect(returnTarget({}, { pathname: '/fr', search: '?modal=sign-in', hash: '' })).toBe('/fr');
  });

  it('never another site: a protocol-relative or absolute target is ignored', () => {
    const here = { pathname: '/films', search: '', hash: '' };
    expect(returnTarget({ returnTo: '//evil.example/x' }, here)).toBe('/films');
    expect(returnTarget({ returnTo: 'https://evil.example/x' }, here)).toBe('/films');
  });
});
