import { TRAILER_PROVIDERS, type TrailerProvider } from '@marquee/domain-models';
import { LinkButton } from '@marquee/ui-kit';
import type { TrailerFrame, TrailerLabels } from './trailer-player';
import './trailer.css';

/** The still of the film with a message and the link to the provider (offline, blocked, or nothing to play). */
export function PosterFrame({
  frame,
  message,
  watchUrl,
  provider,
  labels,
}: {
  readonly frame: TrailerFrame;
  readonly message: string;
  readonly watchUrl: string;
  readonly provider: TrailerProvider | null;
  readonly labels: TrailerLabels;
}) {
  const img = (
    <img className="catalogue-trailer__still" src={frame.image?.src ?? frame.src} alt="" width={1280} height={720} />
  );
  return (
    <div className="catalogue-trailer__frame catalogue-trailer__frame--poster">
      {frame.image ? (
        <picture>
          {frame.image.sources.map((source) => (
            <source
              key={source.type}
              type={source.type}
              srcSet={source.srcSet}
              sizes="(min-width: 1000px) 960px, 100vw"
            />
          ))}
          {img}
        </picture>
      ) : (
        img
      )}
      <div className="catalogue-trailer__notice">
        <p role="status">{message}</p>
        {watchUrl && provider ? (
          <LinkButton href={watchUrl} icon="play" newTab newTabLabel={labels.newTab}>
            {labels.watchOn(TRAILER_PROVIDERS[provider].name)}
          </LinkButton>
        ) : null}
      </div>
    </div>
  );
}
