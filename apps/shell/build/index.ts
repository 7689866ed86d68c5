export type { CountryBuildOptions } from './host-config';
export { defineCountryBuild, SERVER_ENTRY } from './host-config';
