import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One place where a remote steps outside its own classes. */
export interface ScopeViolation {
  /** File, relative to the remote's folder. */
  readonly file: string;
  /** The selector or class attribute at fault. */
  readonly where: string;
  readonly reason: string;
}

/** The prefix every class of a remote starts with: its name and a dash (`catalogue-`, `help-centre-`). */
export function scopePrefix(remote: string): string {
  return `${remote}-`;
}

/** At-rules whose blocks hold no selectors (keyframe steps, font descriptors, page boxes). */
const NO_SELECTOR_BLOCKS = /^@(?:-[a-z]+-)?(?:keyframes|font-face|page|property|counter-style|font-feature-values)\b/i;

/** The classes a selector names (strings and attribute selectors removed first: `[href$=".pdf"]` names none). */
export function classesOf(selector: string): string[] {
  const bare = selector.replace(/"[^"]*"|'[^']*'/g, '').replace(/\[[^\]]*\]/g, '');
  return [...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] as string);
}

/** Splits a selector list on its top-level commas (`:is(.a, .b)` stays whole). */
function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim() !== '') parts.push(current.trim());
  return parts;
}

interface Block {
  readonly kind: 'rule' | 'at' | 'opaque';
}

/**
 * What is wrong with a remote's stylesheet: a selector whose classes are not all the remote's,
 * or a top-level selector with none of them (`h2`, `:root`, `*` would style the whole page).
 * Rules nested in a rule (`&:hover`) are scoped by their parent; keyframes and font faces hold
 * no selectors.
 */
export function cssViolations(css: string, remote: string): { where: string; reason: string }[] {
  const prefix = scopePrefix(remote);
  const violations: { where: string; reason: string }[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const stack: Block[] = [];
  let buffer = '';
  let quote: string | null = null;
  for (const char of text) {
    if (quote) {
      buffer += char;
      if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
      buffer += char;
      continue;
    }
    if (char === '{') {
      const prelude = buffer.trim();
      buffer = '';
      const parent = stack[stack.length - 1];
      if (parent?.kind === 'opaque' || NO_SELECTOR_BLOCKS.test(prelude)) {
        stack.push({ kind: 'opaque' });
      } else if (prelude.startsWith('@')) {
        stack.push({ kind: 'at' });
      } else {
        const nested = stack.some((block) => block.kind === 'rule');
        for (const selector of splitSelectorList(prelude)) {
          const classes = classesOf(selector);
          const foreign = classes.filter((name) => !name.startsWith(prefix));
          if (foreign.length > 0) {
            violations.push({
              where: selector,
              reason: `class ${foreign.map((c) => `.${c}`).join(', ')} is not ${prefix}*`,
            });
          } else if (!nested && classes.length === 0) {
            violations.push({ where: selector, reason: `selects outside the remote: no ${prefix}* class in it` });
          }
        }
        stack.push({ kind: 'rule' });
      }
    } else if (char === '}') {
      stack.pop();
      buffer = '';
    } else if (char === ';') {
      buffer = '';
    } else buffer += char;
  }
  return violations;
}

/**
 * The static class names a component file gives elements: `className="a b"`, `className={'a'}`
 * and the fixed parts of `` className={`a a--${x}`} ``. Names built at run time are out of reach.
 */
export function classNamesIn(source: string): string[] {
  const names: string[] = [];
  const pattern = /className=(?:"([^"]*)"|\{\s*'([^']*)'\s*\}|\{\s*"([^"]*)"\s*\}|\{\s*`([^`]*)`\s*\})/g;
  for (const match of source.matchAll(pattern)) {
    const value = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? '').replace(/\$\{[^}]*\}/g, '');
    for (const name of value.split(/\s+/)) if (name !== '') names.push(name);
  }
  return names;
}

/** Classes a component file uses that are not the remote's (a shell class such as `button`, or another remote's). */
/**
 * Classes the spec itself names on an element (hooks for the chain's own tooling, never styled by
 * a remote's stylesheet): a remote may put them on its markup. `voucher-error-alert`: the voucher
 * checker's warning alert (catalogue-and-content §5).
 */
export const SPEC_CLASSES: ReadonlySet<string> = new Set(['voucher-error-alert']);

export function classNameViolations(source: string, remote: string): { where: string; reason: string }[] {
  const prefix = scopePrefix(remote);
  return classNamesIn(source)
    .filter((name) => !name.startsWith(prefix) && !SPEC_CLASSES.has(name))
    .map((name) => ({ where: `className "${name}"`, reason: `not ${prefix}*: a remote styles only its own classes` }));
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('node_modules') && !file.split(path.sep).includes('dist'));
}

/**
 * Every violation in a remote's sources (`<remoteDir>/src`): its stylesheets, and the class
 * names of its components (tests and stories excluded: they render nothing on a page).
 */
export async function remoteScopeViolations(remoteDir: string, remote: string): Promise<ScopeViolation[]> {
  const violations: ScopeViolation[] = [];
  for (const file of await filesUnder(path.join(remoteDir, 'src'))) {
    const relative = path.relative(remoteDir, file);
    if (/\.(?:test|stories)\.tsx?$/.test(file)) continue;
    if (file.endsWith('.css')) {
      for (const found of cssViolations(await readFile(file, 'utf8'), remote))
        violations.push({ file: relative, ...found });
    } else if (/\.[jt]sx$/.test(file)) {
      for (const found of classNameViolations(await readFile(file, 'utf8'), remote)) {
        violations.push({ file: relative, ...found });
      }
    }
  }
  return violations;
}
