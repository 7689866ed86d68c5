import { type FavouriteCinema, useFavouriteCinema } from '@marquee/client-space';
import { spaceApi } from '@marquee/client-space/api';
import { useTranslation } from '@marquee/i18n';
import type { PageInfo } from '@marquee/remote-contract';
import { WishlistToggle } from '@marquee/ui-kit';
import { useMemo } from 'react';

/**
 * A cinema's favourite heart in the cinema list (ACC-50..57): the same favourites as the cinema
 * page (one shared space). Icon-only in the compact list, with its text on a card; absent where
 * favourites are off. Anonymous: the sign-in-required modal, then the cinema is added.
 */
export function CinemaFavourite({
  cinema,
  name,
  page,
  compact,
}: {
  readonly cinema: FavouriteCinema;
  readonly name: string;
  readonly page: PageInfo;
  readonly compact: boolean;
}) {
  const { t } = useTranslation('locator');
  const options = useMemo(
    () => ({
      site: page.site,
      api: (clientId: string) => spaceApi(page.api, page.site, clientId),
      alerts: {
        limit: (limit: number) => ({
          level: 'warning' as const,
          title: t('space.limitTitle', { limit }),
          subtitle: t('space.limitSubtitle', { limit }),
          autoCloseId: 'favourite-limit',
          class: 'favourite-limit-alert',
        }),
        failed: () => ({
          level: 'warning' as const,
          title: t('space.failedTitle'),
          subtitle: t('space.failedSubtitle'),
          autoCloseId: 'space-failed',
        }),
      },
    }),
    [page.api, page.site, t],
  );
  const control = useFavouriteCinema(cinema, options);
  if (!control.enabled) return null;
  return (
    <WishlistToggle
      pressed={control.favourite}
      onPressedChange={control.toggle}
      label={t('space.favouriteLabel', { name })}
      {...(compact ? {} : { text: t('space.favourite') })}
      disabled={control.busy}
      className="locator-directory__favourite"
    />
  );
}
