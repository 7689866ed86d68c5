import { type FavouriteCinema, useFavouriteCinema } from '@marquee/client-space';
import { spaceOptions } from '@marquee/client-space/api';
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
  const { api, site } = page;
  const options = useMemo(() => spaceOptions({ api, site }, t), [api, site, t]);
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
