import { defineCountryBuild } from '@marquee/shell/build';
import { defineConfig } from 'vite';
import site from './site.config';

export default defineConfig(defineCountryBuild({ site, dir: import.meta.dirname }));
