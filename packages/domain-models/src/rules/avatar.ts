/** The marker of the provider's placeholder photo in an avatar path (A§3). */
export const PROFILE_PHOTO_PLACEHOLDER = 'profile-photo-placeholder';

/** A§3: "An avatar path containing a profile-photo placeholder counts as no avatar." */
export function avatarOf(
  photoUrl: string | null | undefined,
  placeholder: string = PROFILE_PHOTO_PLACEHOLDER,
): string | null {
  if (!photoUrl || photoUrl.trim() === '' || photoUrl.includes(placeholder)) return null;
  return photoUrl;
}

/** A§3: "avatarFallback (initials from last and first name)" — last name's initial, then first name's. */
export function avatarInitials(lastname: string | null | undefined, firstname: string | null | undefined): string {
  const initial = (name: string | null | undefined) => Array.from((name ?? '').trim())[0]?.toLocaleUpperCase() ?? '';
  return `${initial(lastname)}${initial(firstname)}`;
}

/** The server payload fields the client view maps (A§3). */
export interface ClientPayload {
  readonly id: string;
  readonly name: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly photoUrl: string | null;
  readonly favoriteCinemas: readonly string[];
  readonly newsletterSubscription: boolean;
  readonly cinepassSubscription: boolean;
}

/** The client as the front end uses it: avatar (placeholder removed), initials, subscriptions (ENT-33, ENT-35). */
export function toClientView<P extends ClientPayload>(
  payload: P,
): P & {
  avatar: string | null;
  avatarFallback: string;
  subscriptions: { newsletter: boolean; cinepass: boolean };
} {
  return {
    ...payload,
    avatar: avatarOf(payload.photoUrl),
    avatarFallback: avatarInitials(payload.lastname, payload.firstname),
    subscriptions: { newsletter: payload.newsletterSubscription, cinepass: payload.cinepassSubscription },
  };
}
