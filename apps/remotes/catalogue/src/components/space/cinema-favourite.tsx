import { type FavouriteCinema, useFavouriteToggle } from '@marquee/client-space';
import { useTranslation } from '@marquee/i18n';
import type { PageInfo } from '@marquee/remote-contract';
import { WishlistToggle } from '@marquee/ui-kit';
import { useSpaceOptions } from './space-controls';

/**
 * A cinema's favourite toggle (ACC-50..57; the rule is client-space's `useFavouriteToggle`, shared
 * with the locator's list): a pressed heart when it is one of the client's favourites; the sixth
 * on fr/nl gets the limit alert; ch/be replace the one favourite; absent where favourites are off.
 * Anonymous: the sign-in-required modal, then it is added.
 */
export function CinemaFavourite({
  cinema,
  name,
  page,
  className,
}: {
  readonly cinema: FavouriteCinema;
  readonly name: string;
  readonly page: PageInfo;
  readonly className?: string;
}) {
  const { t } = useTranslation('catalogue');
  const toggle = useFavouriteToggle(cinema, useSpaceOptions(page));
  if (!toggle) return null;
  const classes = ['catalogue-space__favourite', className].filter(Boolean).join(' ');
  return (
    <WishlistToggle
      {...toggle}
      label={t('space.favouriteLabel', { name })}
      text={t('space.favourite')}
      className={classes}
    />
  );
}
