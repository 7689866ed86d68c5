export type { ExposedModule, RemoteBuildInfo, RemoteOptions, ServerBuildManifest } from './remote.js';
export {
  BUILD_INFO_FILE,
  exposedModules,
  packageOf,
  remoteConfig,
  SERVER_DIR,
  SERVER_MANIFEST_FILE,
} from './remote.js';
export type { Singleton } from './singletons.js';
export { importedNames, singletonExportsGuard } from './guard.js';
export { isServerSingleton, isSingleton, SERVER_SINGLETONS, SINGLETON_EXPORTS, SINGLETONS } from './singletons.js';
export { plainDynamicImports } from './preload.js';
