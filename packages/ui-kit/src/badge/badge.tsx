import type { ReactNode } from 'react';
import { Icon } from '../icon/icon';
import { cx } from '../internal/cx';
import type { FlagColor } from '../tokens/tokens';
import './badge.css';

export interface FlagProps {
  /** Spec flag colour: 1 green, 2 yellow, 3 grey (default), 4 red, 5 blue = the heart label. */
  color?: FlagColor | null;
  children: ReactNode;
  className?: string;
}

/** A show flag ("New", "Preview", "Our favourite"): colour 5 carries a heart. */
export function Flag({ color, children, className }: FlagProps) {
  const code = color ?? 3;
  return (
    <span className={cx('mq-flag', `mq-flag--${code}`, className)}>
      {code === 5 ? <Icon name="heart-filled" size={14} /> : null}
      {children}
    </span>
  );
}

/** Badge tones. */
export type BadgeTone = 'neutral' | 'accent' | 'info' | 'warning';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

/** A small filled count or status ("3", "Sold out"). */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={cx('mq-badge', `mq-badge--${tone}`, className)}>{children}</span>;
}

export interface LabelProps {
  children: ReactNode;
  /** Premium experiences are outlined in the accent. */
  premium?: boolean;
  className?: string;
}

/** An outlined label for versions and experiences ("VOST", "IMAX", "4DX"). */
export function Label({ children, premium, className }: LabelProps) {
  return <span className={cx('mq-label', premium && 'mq-label--premium', className)}>{children}</span>;
}
