import { type FavouriteCinema, useFavouriteToggle } from '@marquee/client-space';
import { useSpaceOptions } from '@marquee/client-space/api';
import { useTranslation } from '@marquee/i18n';
import type { PageInfo } from '@marquee/remote-contract';
import { WishlistToggle } from '@marquee/ui-kit';

/**
 * A cinema's favourite heart in the cinema list (ACC-50..57): the same favourites and the same
 * rule as the cinema page (`useFavouriteToggle`, one shared space). Icon-only in the compact list,
 * with its text on a card; absent where favourites are off. Anonymous: the sign-in-required
 * modal, then the cinema is added.
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
  const toggle = useFavouriteToggle(cinema, useSpaceOptions(page, t));
  if (!toggle) return null;
  const text = compact ? {} : { text: t('space.favourite') };
  return (
    <WishlistToggle
      {...toggle}
      {...text}
      label={t('space.favouriteLabel', { name })}
      className="locator-directory__favourite"
    />
  );
}
