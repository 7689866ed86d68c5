export type { RemoteOptions } from './remote.js';
export { BUILD_INFO_FILE, packageOf, remoteConfig } from './remote.js';
export type { Singleton } from './singletons.js';
export { importedNames, singletonExportsGuard } from './guard.js';
export { isSingleton, SINGLETON_EXPORTS, SINGLETONS } from './singletons.js';
