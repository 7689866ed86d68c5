/// <reference lib="webworker" />
/**
 * The anti-robot solver's Web Worker: the proof of work runs off the main thread, so the page
 * stays responsive while a phone-class CPU hashes. One message in
 * `{ id, challenge, difficulty }`, one out `{ id, answer }` or `{ id, error }`.
 */
import { solveProofOfWork } from './proof-of-work';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<{ id: number; challenge: string; difficulty: number }>) => {
  const { id, challenge, difficulty } = event.data;
  try {
    scope.postMessage({ id, answer: solveProofOfWork(challenge, difficulty).answer });
  } catch (error) {
    scope.postMessage({ id, error: String(error) });
  }
};
