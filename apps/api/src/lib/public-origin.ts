import { ENVIRONMENTS, type Environment } from '@marquee/domain-models';

/**
 * The header in which the edge says which environment a request came in on (`production`,
 * `preprod`, `staging`, `development`) and, locally, the port its sites answer on
 * (`development; port=5173`). The edge always overwrites it (apps/edge/src/handlers/api-proxy.ts),
 * so a visitor cannot choose it; and whatever it says, the origin is built from the site's
 * configuration: at worst another of our own hosts.
 */
export const EDGE_ENVIRONMENT_HEADER = 'x-marquee-environment';

/** The host prefix of each hosted environment (SITE-24..27), as the edge's origin.ts has it. */
const HOST_PREFIX: Record<Exclude<Environment, 'development'>, string> = {
  production: 'www.',
  preprod: 'preprod.',
  staging: 'staging.',
};

/** Where the public origin is: an environment, and the local sites' port in development (none: 80). */
export interface PublicPlace {
  readonly environment: Environment;
  readonly port: number | null;
}

const isEnvironment = (value: string): value is Environment => (ENVIRONMENTS as readonly string[]).includes(value);

/** A port number 1..65535, or null. */
function portOf(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,5}$/.test(value)) return null;
  const port = Number(value);
  return port >= 1 && port <= 65_535 ? port : null;
}

/**
 * Where a request's public origin is: what the edge said (`X-Marquee-Environment`), else the API's
 * own configuration (`PUBLIC_ENVIRONMENT`, default development; `PUBLIC_PORT` for the local sites'
 * port) — a direct call without the edge. Never the request's Host or X-Forwarded-* headers.
 */
export function publicPlace(header: string | undefined, env: NodeJS.ProcessEnv = process.env): PublicPlace {
  const said = header ? /^\s*([a-z]+)\s*(?:;\s*port=(\d{1,5})\s*)?$/.exec(header) : null;
  if (said?.[1] && isEnvironment(said[1])) return { environment: said[1], port: portOf(said[2]) };
  const configured = env.PUBLIC_ENVIRONMENT ?? 'development';
  return {
    environment: isEnvironment(configured) ? configured : 'development',
    port: portOf(env.PUBLIC_PORT),
  };
}

/**
 * The public origin of a site, from its configuration alone (like the edge's `siteOrigin`):
 * `https://www.<domain>` (and `preprod.`, `staging.`), `http://<cc>.marquee.localhost:<port>` locally.
 */
export function publicOrigin(site: { readonly code: string; readonly domain: string }, place: PublicPlace): string {
  if (place.environment === 'development') {
    return `http://${site.code}.marquee.localhost${place.port === null || place.port === 80 ? '' : `:${place.port}`}`;
  }
  return `https://${HOST_PREFIX[place.environment]}${site.domain}`;
}
