export type { CountryBuildOptions } from './host-config';
export { defineCountryBuild } from './host-config';
