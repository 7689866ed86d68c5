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

/** A film in a list: the UI kit's ShowCard (2:3 poster that never shifts the layout, title, duration, genres, flag). */
export function ShowCard({ show, href, eager }: { show: Show; href: string; eager: boolean }) {
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
