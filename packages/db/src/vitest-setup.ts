import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from './embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** Starts one embedded PostgreSQL for the run and stops it after. */
export default async function setup(project: TestProject) {
  const server = await startEmbeddedPostgres();
  project.provide('postgresUrl', server.url);
  return async () => {
    await server.stop();
  };
}
