import { toClientView } from '@marquee/domain-models';
import type { SessionClient } from '@marquee/session';

/**
 * The client as the header and the profile pop-in show it (ACC-34, ACC-35), from an
 * `accounts/me` answer: the sign-in's (lib/sign-in.ts) and an offline copy's (pwa/offline-session.ts).
 */
export function sessionClientOf(
  client: Parameters<typeof toClientView>[0] & { subscription?: unknown },
): SessionClient {
  const view = toClientView(client);
  return {
    id: view.id,
    name: view.name,
    email: view.email,
    avatar: view.avatar,
    initials: view.avatarFallback,
    hasSubscription: view.cinepassSubscription || Boolean(client.subscription),
  };
}
