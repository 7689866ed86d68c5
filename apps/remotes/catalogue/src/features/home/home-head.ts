import type { PageHead, Translate } from '@marquee/remote-contract';

/** The home page's head: its title and a one-sentence description (SHELL-81, SHELL-82). */
export function homeHead(t: Translate): PageHead {
  return { title: t('home.title'), description: t('home.description') };
}
