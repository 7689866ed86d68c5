import { renderToString } from 'react-dom/server';
import { MISMATCH_FIXTURES, type MismatchFixtureName } from './mismatch-fixtures';
import { STORY_CASES } from './stories';

/** What the server sends for each story (by story id) and for each mismatch fixture (by name). */
export interface ServerHtml {
  stories: Record<string, string>;
  fixtures: Record<MismatchFixtureName, string>;
}

/** Renders every story and fixture with `renderToString`; call it in Node, where there is no DOM. */
export function renderOnServer(): ServerHtml {
  if (typeof window !== 'undefined' || typeof document !== 'undefined') {
    throw new Error('renderOnServer must run where there is no DOM, like the real server');
  }
  const stories: Record<string, string> = {};
  for (const { id, Story } of STORY_CASES) stories[id] = renderToString(<Story />);
  const fixtures = Object.fromEntries(
    Object.entries(MISMATCH_FIXTURES).map(([name, Fixture]) => [name, renderToString(<Fixture />)]),
  ) as Record<MismatchFixtureName, string>;
  return { stories, fixtures };
}
