import { Component, type ReactNode, Suspense } from 'react';

export interface LazyPartProps {
  /** Names the part in the console when its code cannot be loaded. */
  readonly name: string;
  /** Shown while the code loads (default nothing) and, unless `failed` is given, when it cannot. */
  readonly fallback?: ReactNode;
  /** Shown when the code cannot be loaded (offline, a deploy replaced the version). */
  readonly failed?: ReactNode;
  readonly children: ReactNode;
}

/**
 * A part whose code is fetched on use (`React.lazy`): nothing (or `fallback`) until it is there,
 * and when it cannot be fetched, `failed` instead of the error reaching the page's boundary (which
 * would replace the whole page for a modal that did not open).
 */
export class LazyPart extends Component<LazyPartProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`${this.props.name}: its code could not be loaded`, error);
  }

  override render(): ReactNode {
    const { fallback = null, failed, children } = this.props;
    if (this.state.failed) return failed === undefined ? fallback : failed;
    return <Suspense fallback={fallback}>{children}</Suspense>;
  }
}
