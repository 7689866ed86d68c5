/** Reads `--name value` and `--flag` options; positional arguments are returned in order. */
export function parseArgs(argv: readonly string[]): { positional: string[]; options: Map<string, string | true> } {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      const next = argv[i + 1];
      if (inline !== undefined) options.set(key, inline);
      else if (next !== undefined && !next.startsWith('--')) {
        options.set(key, next);
        i++;
      } else options.set(key, true);
    } else positional.push(arg);
  }
  return { positional, options };
}

/** A string option, or the fallback. */
export function stringOption(options: Map<string, string | true>, key: string, fallback: string): string {
  const value = options.get(key);
  return typeof value === 'string' ? value : fallback;
}
