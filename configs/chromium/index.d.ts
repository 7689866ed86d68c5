/** Launch flags that keep Chromium offline and quiet (and let it run as root). */
export declare const CHROMIUM_ARGS: readonly string[];
/** The Chromium to drive: `$CHROMIUM_PATH`, else the first one installed, else `/usr/bin/chromium`. */
export declare function chromiumPath(): string;
/** The path of a Chromium executable, installing Debian's when missing and root. */
export declare function ensureChromium(): string;
/** The browser of the e2e suite: `$CHROMIUM_PATH`, else Debian's headless shell when installed, else `chromiumPath()`. */
export declare function e2eChromiumPath(): string;
/** The e2e suite's browser for `npm test`: the headless shell (installed with apt when missing and root), else `fallback`. */
export declare function ensureE2eChromium(fallback: string): string;
/** The e2e suite's launch flags: CHROMIUM_ARGS and the full Chromium's lazy-image margin for the headless shell. */
export declare const E2E_CHROMIUM_ARGS: readonly string[];
