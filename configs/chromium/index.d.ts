/** Launch flags that keep Chromium offline and quiet (and let it run as root). */
export declare const CHROMIUM_ARGS: readonly string[];
/** The Chromium to drive: `$CHROMIUM_PATH`, else the first one installed, else `/usr/bin/chromium`. */
export declare function chromiumPath(): string;
/** The path of a Chromium executable, installing Debian's when missing and root. */
export declare function ensureChromium(): string;
