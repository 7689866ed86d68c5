import { HYDRATING_ATTRIBUTE } from '@marquee/remote-contract';
import { useEffect } from 'react';
import type { DocumentHead } from './document-head';

/** The head module (titles, alternates, JSON-LD), fetched at the first head to write in the browser. */
type HeadModule = typeof import('./document-head');

/**
 * Keeps the document head in step with the page shown (browser). The server writes the head of
 * the page it rendered into the HTML, so hydrating that page writes nothing, and the head's code
 * (`document-head.ts`) is fetched at the first client-side navigation (docs/decisions/0032).
 * `make` builds the head from that module; `inputs` are what it depends on (compared as JSON).
 */
export function useDocumentHead(make: (head: HeadModule) => DocumentHead, inputs: unknown): void {
  const key = JSON.stringify(inputs);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised inputs are the dependency (new objects each render).
  useEffect(() => {
    // The page the server rendered, being hydrated: its head is already the server's.
    if (document.documentElement.hasAttribute(HYDRATING_ATTRIBUTE)) return;
    let current = true;
    import('./document-head').then(
      (head) => {
        if (current) head.applyDocumentHead(document, make(head));
      },
      (error: unknown) => console.warn('document head: its code could not be loaded; the head is not updated', error),
    );
    return () => {
      current = false;
    };
  }, [key]);
}
