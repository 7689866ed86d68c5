import type { Plugin } from 'vite';
import { SINGLETON_EXPORTS, type Singleton } from './singletons.js';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Names a chunk imports (or re-exports) from a module, read from the generated code. */
export function importedNames(code: string, spec: string): string[] {
  const pattern = new RegExp(`(?:import|export)\\s*\\{([^}]*)\\}\\s*from\\s*["']${escapeRegExp(spec)}["']`, 'g');
  const names: string[] = [];
  for (const match of code.matchAll(pattern)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name) names.push(name);
    }
  }
  return names;
}

/**
 * Fails the build when code imports a name that the vendor file of a reduced singleton
 * does not export (the browser would otherwise fail at run time with a link error).
 */
export function singletonExportsGuard(): Plugin {
  return {
    name: 'marquee:singleton-exports-guard',
    renderChunk(code, chunk) {
      for (const [spec, allowed] of Object.entries(SINGLETON_EXPORTS) as [Singleton, readonly string[]][]) {
        const missing = importedNames(code, spec).filter((name) => name !== 'default' && !allowed.includes(name));
        if (missing.length > 0) {
          this.error(
            `${chunk.fileName} imports ${missing.map((m) => `"${m}"`).join(', ')} from "${spec}", which the vendor build does not export: add it to SINGLETON_EXPORTS in configs/vite/src/singletons.ts`,
          );
        }
      }
      return null;
    },
  };
}
