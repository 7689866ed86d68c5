import { useShowFeelings } from '@marquee/client-space';
import { useSpaceOptions as useSharedSpaceOptions } from '@marquee/client-space/api';
import { useTranslation } from '@marquee/i18n';
import type { PageInfo } from '@marquee/remote-contract';
import { EmotionPicker, WishlistToggle } from '@marquee/ui-kit';
import './space.css';

// The cinema's favourite toggle is cinema-favourite.tsx: a film page does not load it.

/** The space options of a page: its site, the client API over its API client (which carries the token), the alerts. */
export function useSpaceOptions(page: PageInfo) {
  const { t } = useTranslation('catalogue');
  return useSharedSpaceOptions(page, t);
}

/**
 * The client's own feelings about a film (ACC-59..63): want to see (the wishlist) and a rating,
 * applied at once and undone with an alert when the call fails. Anonymous: sign in first.
 */
export function FilmFeelings({
  slug,
  title,
  page,
  facesOnPhone,
}: {
  readonly slug: string;
  readonly title: string;
  readonly page: PageInfo;
  /** The rating's faces alone on a phone (the film page's compact hero). */
  readonly facesOnPhone?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const options = useSpaceOptions(page);
  const control = useShowFeelings(slug, options);
  return (
    <section className="catalogue-space__film" aria-label={t('space.yours')}>
      <h2 className="catalogue-sr-only">{t('space.yours')}</h2>
      <WishlistToggle
        pressed={control.wished}
        onPressedChange={control.toggleWish}
        label={t('space.wishlistLabel', { title })}
        text={t('space.wishlist')}
        disabled={control.busy}
        className="catalogue-space__wish"
      />
      <EmotionPicker
        value={control.emotion}
        onChange={(emotion) => {
          if (emotion) control.rate(emotion);
          else if (control.emotion) control.rate(control.emotion);
        }}
        labels={{
          group: t('space.rate'),
          disappointed: t('space.emotions.disappointed'),
          liked: t('space.emotions.liked'),
          loved: t('space.emotions.loved'),
        }}
        disabled={control.busy}
        facesOnPhone={facesOnPhone}
        className="catalogue-space__emotions"
      />
    </section>
  );
}
