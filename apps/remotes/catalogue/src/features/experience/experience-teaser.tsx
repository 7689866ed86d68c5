import { getTag } from '@marquee/api-client';
import type { Tag } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import type { RemoteModalProps } from '@marquee/remote-contract';
import { Icon, LinkButton, Modal, SidePanel } from '@marquee/ui-kit';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { tagIcon } from '../../components/place-icons';
import './experience.css';

/** What the teaser knows: loading, the tag, or why not. */
type TeaserState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly tag: Tag }
  | { readonly status: 'missing' | 'failed' };

/** The experience (tag) a teaser is about, loaded when it opens (GET /api/tag/{slug}). */
function useTeaserTag(slug: string | undefined, api: RemoteModalProps['page']['api']): TeaserState {
  const [state, setState] = useState<TeaserState>({ status: 'loading' });
  useEffect(() => {
    if (!slug) {
      setState({ status: 'missing' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    getTag(api, slug, controller.signal).then(
      (tag) => setState({ status: 'ready', tag }),
      (error: unknown) => {
        // The client is the shell's: its ApiError is the shell bundle's class, not this remote's
        // copy (an `instanceof` would fail), so the kind is read from the error itself.
        const kind = typeof error === 'object' && error !== null ? (error as { kind?: unknown }).kind : undefined;
        if (!controller.signal.aborted) setState({ status: kind === 'not-found' ? 'missing' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [slug, api]);
  return state;
}

/**
 * Where the teaser leads: the experience's page on this site (a tag that is an experience), unless
 * the teaser is open on that very page; else nowhere (null).
 */
function teaserHref(state: TeaserState, page: RemoteModalProps['page']): string | null {
  if (state.status !== 'ready' || !state.tag.isGpxp) return null;
  const href = page.href('Experience', { slug: state.tag.slug });
  return href === page.url.pathname ? null : href;
}

function TeaserBody({ state, variant }: { readonly state: TeaserState; readonly variant: 'legacy' | 'panel' }) {
  const { t } = useTranslation('catalogue');
  if (state.status === 'loading') {
    return (
      <p className="catalogue-xp-teaser__status" role="status">
        {t('experiences.teaser.loading')}
      </p>
    );
  }
  if (state.status !== 'ready') {
    return (
      <p className="catalogue-xp-teaser__status" role="alert">
        {t(state.status === 'missing' ? 'experiences.teaser.missing' : 'experiences.teaser.failed')}
      </p>
    );
  }
  const { tag } = state;
  const banner = variant === 'panel' ? tag.upsellBackdropUrl : null;
  const picto = tag.badgeImage || tag.pictoImage ? tagIcon(tag.slug) : null;
  return (
    <div className={`catalogue-xp-teaser catalogue-xp-teaser--${variant}`}>
      {banner ? <img className="catalogue-xp-teaser__banner" src={banner} alt="" width={1280} height={720} /> : null}
      {picto ? (
        <span className={`catalogue-xp-teaser__picto catalogue-xp-teaser__picto--${variant}`}>
          <Icon name={picto} size={variant === 'panel' ? 32 : 40} />
        </span>
      ) : null}
      <p className="catalogue-xp-teaser__description">
        {tag.modalDescription || tag.badgeDescription || tag.description}
      </p>
      {tag.tooltip?.description && tag.tooltip.description !== tag.modalDescription ? (
        <p className="catalogue-xp-teaser__more">{tag.tooltip.description}</p>
      ) : null}
    </div>
  );
}

/** The teaser's call to action: the experience's page, through the router, closing the teaser. */
function TeaserCta({ state, page, close }: { readonly state: TeaserState } & Pick<RemoteModalProps, 'page' | 'close'>) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const href = teaserHref(state, page);
  if (!href) return null;
  return (
    <LinkButton
      href={href}
      block
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        close();
        void navigate(href);
      }}
    >
      {t('experiences.teaser.discover')}
    </LinkButton>
  );
}

function title(state: TeaserState, fallback: string): string {
  return state.status === 'ready' ? state.tag.modalTitle || state.tag.title : fallback;
}

/**
 * The experience teaser, legacy variant (modal id `experience-teaser`, SHELL-58, CAT-57): a
 * centred modal with the experience's picto, its teaser text and a way to its page.
 */
export function ExperienceTeaserModal({ payload, close, page }: RemoteModalProps) {
  const { t } = useTranslation('catalogue');
  const state = useTeaserTag(payload.tagSlug, page.api);
  return (
    <Modal
      open
      onClose={close}
      title={title(state, t('experiences.teaser.title'))}
      closeLabel={t('experiences.teaser.close')}
      className="catalogue-xp-teaser-modal"
      {...(teaserHref(state, page) ? { footer: <TeaserCta state={state} page={page} close={close} /> } : {})}
    >
      <TeaserBody state={state} variant="legacy" />
    </Modal>
  );
}

/**
 * The experience teaser, new variant (modal id `experience-teaser-panel`, SHELL-58, CAT-57): the
 * side panel (448 px from tablet up, full screen on a phone) with the experience's banner, picto
 * and texts, and its page as the sticky action.
 */
export function ExperienceTeaserPanel({ payload, close, page }: RemoteModalProps) {
  const { t } = useTranslation('catalogue');
  const state = useTeaserTag(payload.tagSlug, page.api);
  const cta = <TeaserCta state={state} page={page} close={close} />;
  return (
    <SidePanel
      open
      onClose={close}
      title={title(state, t('experiences.teaser.title'))}
      closeLabel={t('experiences.teaser.close')}
      className="catalogue-xp-teaser-panel"
      {...(teaserHref(state, page) ? { footer: cta } : {})}
    >
      <TeaserBody state={state} variant="panel" />
    </SidePanel>
  );
}
