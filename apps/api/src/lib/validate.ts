import * as v from 'valibot';
import { badRequest } from './errors';

/** Parses a value with a valibot schema; a failure becomes a 400 naming the field at fault. */
export function parseOr400<S extends v.GenericSchema>(schema: S, value: unknown, root: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
  const field = path ? (root ? `${root}.${path}` : path) : root;
  throw badRequest(field || 'body', issue?.message ?? 'is invalid');
}

/** Query parameters shared by catalogue calls. */
export const DateParam = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a YYYY-MM-DD date'),
  v.check(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'must be a real date',
  ),
);
/** A path slug (lenient: lookups of unknown slugs answer 404, shapes that cannot be slugs answer 400). */
export const PathSlug = v.pipe(
  v.string(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(200, 'is too long'),
  v.regex(/^[\p{L}\p{N}_.-]+$/u, 'must be a slug'),
);
