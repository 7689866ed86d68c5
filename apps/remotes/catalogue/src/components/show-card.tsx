import type { Show } from '@marquee/domain-models';
import { formatDuration } from '@marquee/domain-models';
import { Link } from 'react-router';

/** A film in a list: poster (2:3, never shifting the layout), title, duration and genres. */
export function ShowCard({ show, href, eager }: { show: Show; href: string; eager: boolean }) {
  return (
    <article className="show-card">
      <Link to={href} className="show-card__link">
        <img
          className="show-card__poster"
          src={show.poster.md}
          alt=""
          width={240}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : 'auto'}
        />
        <h3 className="show-card__title">{show.title}</h3>
      </Link>
      <p className="show-card__meta">
        {show.duration > 0 ? <span>{formatDuration(show.duration)}</span> : null}
        {show.genres.length > 0 ? <span>{show.genres.slice(0, 2).join(', ')}</span> : null}
      </p>
      {show.flag ? <p className={`show-card__flag show-card__flag--${show.flagColor ?? 3}`}>{show.flag}</p> : null}
    </article>
  );
}
