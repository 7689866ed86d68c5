import { type RefCallback, useCallback, useState } from 'react';

/**
 * Whether an `<img>` failed to load — also when it failed before React hydrated the page
 * (its `onError` was not attached yet when the browser gave up on the server's `<img>`).
 * Spread `ref` and `onError` on the image.
 */
export function useImageFailure(): { failed: boolean; ref: RefCallback<HTMLImageElement>; onError: () => void } {
  const [failed, setFailed] = useState(false);
  const onError = useCallback(() => setFailed(true), []);
  const ref = useCallback<RefCallback<HTMLImageElement>>((image) => {
    // A complete image either loaded or broke: decoding a broken one rejects. (An image still
    // loading is not complete; its onError is attached now.)
    if (image?.complete) image.decode().catch(() => setFailed(true));
  }, []);
  return { failed, ref, onError };
}
