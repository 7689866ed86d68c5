import { useEffect } from 'react';
import { applyDocumentHead, type DocumentHead } from './document-head';

/** Keeps the document head in step with the page shown (browser; the server writes it into the HTML). */
export function useDocumentHead(head: DocumentHead): void {
  const key = JSON.stringify(head);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised head is the dependency (a new object each render).
  useEffect(() => applyDocumentHead(document, head), [key]);
}
