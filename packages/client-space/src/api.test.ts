import { createApiClient } from '@marquee/api-client';
import { describe, expect, it } from 'vitest';
import { spaceOptions } from './api';

describe('spaceOptions', () => {
  it('ACC-56 ERR-16 the limit alert carries the limit and its class; a failed change has its own alert', () => {
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:9', language: 'fr' });
    const t = (key: string, values?: { limit: number }) => (values ? `${key}:${values.limit}` : key);
    const options = spaceOptions({ api, site: 'fr' }, t);
    expect(options.site).toBe('fr');
    expect(options.alerts.limit(5)).toEqual({
      level: 'warning',
      title: 'space.limitTitle:5',
      subtitle: 'space.limitSubtitle:5',
      autoCloseId: 'favourite-limit',
      class: 'favourite-limit-alert',
    });
    expect(options.alerts.failed()).toMatchObject({
      level: 'warning',
      title: 'space.failedTitle',
      autoCloseId: 'space-failed',
    });
    expect(typeof options.api('c1').readFavourites).toBe('function');
  });
});
