import { cx } from '../internal/cx';
import { useImageFailure } from '../internal/use-image-failure';
import './avatar.css';

export interface AvatarProps {
  /** The person's name: the accessible name, and the source of the initials. */
  name: string;
  /** Photo URL; without one (or when it fails) the initials are shown. */
  src?: string | null;
  /** Initials to show instead of computing them (spec: from last and first name). */
  initials?: string;
  size?: number;
  className?: string;
}

/** Up to two initials from a name ("Ana María López" gives "AL"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** A profile photo or the initials on a warm disc; named by the person's name. */
export function Avatar({ name, src, initials, size = 40, className }: AvatarProps) {
  const { failed, ref, onError } = useImageFailure();
  const style = { width: size, height: size, fontSize: size * 0.4 };
  if (src && !failed) {
    return (
      <img
        className={cx('mq-avatar', className)}
        src={src}
        alt={name}
        width={size}
        height={size}
        style={style}
        ref={ref}
        onError={onError}
      />
    );
  }
  return (
    <span className={cx('mq-avatar', 'mq-avatar--initials', className)} role="img" aria-label={name} style={style}>
      <span aria-hidden="true">{initials ?? initialsOf(name)}</span>
    </span>
  );
}
