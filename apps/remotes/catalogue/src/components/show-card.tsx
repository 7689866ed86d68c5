import type { Show } from '@marquee/domain-models';
import { formatDuration } from '@marquee/domain-models';
import { ShowCard as KitShowCard } from '@marquee/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The kit's card links through the router (client-side navigation, same href). */
function RouterLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

/** What a film card shows: only this of a show is embedded in a page for hydration. */
export interface CardShow {
  readonly slug: string;
  readonly title: string;
  readonly duration: number;
  readonly genres: readonly string[];
  readonly flag: Show['flag'];
  readonly flagColor: Show['flagColor'];
  readonly poster: { readonly md: string };
}

/** The card's part of a show. */
export function toCardShow(show: Show): CardShow {
  return {
    slug: show.slug,
    title: show.title,
    duration: show.duration,
    genres: show.genres.slice(0, 2),
    flag: show.flag,
    flagColor: show.flagColor,
    poster: { md: show.poster.md },
  };
}

/** A film in a list: the UI kit's ShowCard (2:3 poster that never shifts the layout, title, duration, genres, flag). */
export function ShowCard({ show, href, eager }: { show: CardShow; href: string; eager: boolean }) {
  const meta = [
    show.duration > 0 ? formatDuration(show.duration) : '',
    show.genres.length > 0 ? show.genres.slice(0, 2).join(', ') : '',
  ];
  return (
    <KitShowCard
      title={show.title}
      href={href}
      posterSrc={show.poster.md}
      meta={meta}
      flag={show.flag ? { label: show.flag, color: show.flagColor } : null}
      priority={eager}
      linkComponent={RouterLink}
    />
  );
}
