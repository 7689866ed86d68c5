import type { CSSProperties } from 'react';
import { cx } from '../internal/cx';
import './skeleton.css';

export interface SkeletonProps {
  /** Shape: a text line, a 2:3 poster, a circle (avatar) or a free block. */
  shape?: 'text' | 'poster' | 'circle' | 'block';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** A placeholder of the final size while data loads (decorative: announce loading elsewhere). */
export function Skeleton({ shape = 'text', width, height, className }: SkeletonProps) {
  return (
    <span
      className={cx('mq-skeleton', `mq-skeleton--${shape}`, className)}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}

export interface ShowCardSkeletonProps {
  /** Announced to screen readers ("Loading films"). */
  label?: string;
}

/** The loading state of a ShowCard: same box, so nothing shifts when the data arrives. */
export function ShowCardSkeleton({ label }: ShowCardSkeletonProps) {
  return (
    <div className="mq-show-card-skeleton" {...(label ? { role: 'status', 'aria-label': label } : {})}>
      <Skeleton shape="poster" />
      <Skeleton width="80%" />
      <Skeleton width="50%" />
    </div>
  );
}
