import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * A runtime check of JSON-LD against the schema.org vocabulary itself (tests only). The
 * vocabulary is the current schema.org release as n-quads, packaged by Zazuko
 * (`@vocabulary/schema`, `schema.nq`); schema-dts checks the same shapes at compile time, this
 * checks what the page really sends:
 * - every `@type` is a schema.org class (or an enumeration member's type);
 * - every property is a schema.org property, not superseded, whose domain includes the node's
 *   type or one of its ancestors;
 * - every value fits the property's range: a node of the range's class or a subclass, a
 *   reference (`@id`) to such a node of the same graph, an enumeration member of the range, or a
 *   literal of a data type in the range (Text, URL, Date, DateTime, Number, Boolean, and the
 *   ISO 8601 text of a Duration), checked for its format.
 */

const SCHEMA = 'http://schema.org/';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDF_PROPERTY = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property';
const RDFS_CLASS = 'http://www.w3.org/2000/01/rdf-schema#Class';
const SUBCLASS = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';

interface Vocabulary {
  readonly classes: Set<string>;
  readonly parents: Map<string, Set<string>>;
  readonly properties: Set<string>;
  readonly domains: Map<string, Set<string>>;
  readonly ranges: Map<string, Set<string>>;
  readonly superseded: Set<string>;
  /** Enumeration members by name, with their enumeration type(s). */
  readonly members: Map<string, Set<string>>;
}

let vocabulary: Vocabulary | null = null;

function add(map: Map<string, Set<string>>, key: string, value: string) {
  const set = map.get(key) ?? new Set<string>();
  set.add(value);
  map.set(key, set);
}

/** Reads the schema.org vocabulary once (about 18,000 quads). */
export function schemaOrgVocabulary(): Vocabulary {
  if (vocabulary) return vocabulary;
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve('@vocabulary/schema/package.json')), 'schema.nq');
  const v: Vocabulary = {
    classes: new Set(),
    parents: new Map(),
    properties: new Set(),
    domains: new Map(),
    ranges: new Map(),
    superseded: new Set(),
    members: new Map(),
  };
  const iriQuad = /^<([^>]+)> <([^>]+)> <([^>]+)> /;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = iriQuad.exec(line);
    if (!m) continue;
    const [, s = '', p = '', o = ''] = m;
    if (!s.startsWith(SCHEMA)) continue;
    const name = s.slice(SCHEMA.length);
    const target = o.startsWith(SCHEMA) ? o.slice(SCHEMA.length) : o;
    if (p === RDF_TYPE && o === RDFS_CLASS) v.classes.add(name);
    else if (p === RDF_TYPE && o === RDF_PROPERTY) v.properties.add(name);
    else if (p === RDF_TYPE && o.startsWith(SCHEMA)) {
      // An instance of a schema.org type: a data type (Text is a DataType) or an enumeration member.
      if (target === 'DataType') v.classes.add(name);
      else add(v.members, name, target);
    } else if (p === SUBCLASS) add(v.parents, name, target);
    else if (p === `${SCHEMA}domainIncludes`) add(v.domains, name, target);
    else if (p === `${SCHEMA}rangeIncludes`) add(v.ranges, name, target);
    else if (p === `${SCHEMA}supersededBy`) v.superseded.add(name);
  }
  vocabulary = v;
  return v;
}

/** A class and every class above it. */
function ancestors(v: Vocabulary, type: string): Set<string> {
  const seen = new Set<string>();
  const queue = [type];
  while (queue.length > 0) {
    const next = queue.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    for (const parent of v.parents.get(next) ?? []) queue.push(parent);
  }
  return seen;
}

/** The data types a literal can be (Text and its subtypes, Number and its subtypes...). */
function literalFits(v: Vocabulary, range: Set<string>, value: string | number | boolean): boolean {
  const accepts = (type: string) => [...range].some((r) => ancestors(v, r).has(type) || r === type);
  if (typeof value === 'boolean') return accepts('Boolean');
  if (typeof value === 'number') return accepts('Number') && Number.isFinite(value);
  if (range.has('URL') && /^https?:\/\/[^\s/]+\/\S*$/.test(value) && URL.canParse(value)) return true;
  if (range.has('DateTime') && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/.test(value)) return true;
  if (range.has('Date') && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))) return true;
  if (range.has('Duration') && /^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/.test(value)) return true;
  if (range.has('Number') && /^\d+(\.\d+)?$/.test(value)) return true;
  // An enumeration member written as its schema.org URL.
  const member = /^https:\/\/schema\.org\/(\w+)$/.exec(value)?.[1];
  if (member && v.members.has(member)) {
    return [...(v.members.get(member) ?? [])].some((type) => [...range].some((r) => ancestors(v, type).has(r)));
  }
  // Plain text: only where the range takes Text (or one of its subtypes) itself.
  return [...range].some((r) => r === 'Text' || (ancestors(v, r).has('Text') && r !== 'URL'));
}

type Node = Record<string, unknown>;

function typesOf(node: Node): string[] {
  const type = node['@type'];
  return Array.isArray(type) ? type.map(String) : type === undefined ? [] : [String(type)];
}

/**
 * The problems of a JSON-LD document against schema.org (empty when it is valid): one line
 * each, with the path to the value at fault.
 */
export function schemaOrgProblems(document: unknown): string[] {
  const v = schemaOrgVocabulary();
  const problems: string[] = [];
  if (typeof document !== 'object' || document === null) return ['not a JSON-LD object'];
  const root = document as Node;
  if (root['@context'] !== 'https://schema.org') problems.push(`@context is ${JSON.stringify(root['@context'])}`);
  const nodes = Array.isArray(root['@graph']) ? (root['@graph'] as Node[]) : [root];
  const byId = new Map<string, Node>();
  for (const node of nodes) if (typeof node['@id'] === 'string') byId.set(node['@id'], node);

  const checkNode = (node: Node, path: string) => {
    const types = typesOf(node);
    if (types.length === 0) problems.push(`${path}: no @type`);
    const known = types.filter((type) => {
      if (!v.classes.has(type)) problems.push(`${path}: "${type}" is not a schema.org type`);
      return v.classes.has(type);
    });
    const lineage = new Set(known.flatMap((type) => [...ancestors(v, type)]));
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('@')) continue;
      const at = `${path}.${key}`;
      if (!v.properties.has(key)) {
        problems.push(`${at}: "${key}" is not a schema.org property`);
        continue;
      }
      if (v.superseded.has(key)) problems.push(`${at}: "${key}" is superseded`);
      const domain = v.domains.get(key) ?? new Set<string>();
      if (known.length > 0 && ![...domain].some((d) => lineage.has(d))) {
        problems.push(`${at}: "${key}" is not a property of ${known.join(', ')}`);
      }
      const range = v.ranges.get(key) ?? new Set<string>();
      const values = Array.isArray(value) ? value : [value];
      values.forEach((item, i) => {
        checkValue(item, range, values.length > 1 ? `${at}[${i}]` : at);
      });
    }
  };

  const fitsRange = (types: string[], range: Set<string>) =>
    types.some((type) => [...ancestors(v, type)].some((a) => range.has(a)));

  const checkValue = (value: unknown, range: Set<string>, path: string) => {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      if (!literalFits(v, range, value)) {
        problems.push(`${path}: ${JSON.stringify(value)} does not fit ${[...range].join(' | ')}`);
      }
      return;
    }
    if (typeof value !== 'object' || value === null) {
      problems.push(`${path}: ${JSON.stringify(value)} is not a value`);
      return;
    }
    const node = value as Node;
    if (node['@type'] === undefined && typeof node['@id'] === 'string' && Object.keys(node).length === 1) {
      const target = byId.get(node['@id']);
      if (!target) problems.push(`${path}: @id ${node['@id']} names no node of the graph`);
      else if (!fitsRange(typesOf(target), range)) {
        problems.push(`${path}: ${typesOf(target).join(', ')} is not a ${[...range].join(' | ')}`);
      }
      return;
    }
    if (!fitsRange(typesOf(node), range)) {
      problems.push(`${path}: ${typesOf(node).join(', ') || 'an untyped node'} is not a ${[...range].join(' | ')}`);
    }
    checkNode(node, path);
  };

  nodes.forEach((node, i) => {
    checkNode(node, `@graph[${i}]`);
  });
  return problems;
}
