/**
 * Messages from the site to the mobile app that shows it in a web view (SHELL-80, spec A§7
 * "Web-view bridge messages to the mobile app (activeUL true)").
 *
 * The app is detected by `MarqueeApp/` in the user agent (the edge's device hint). A web view
 * exposes one of three native channels, tried in this order, and each message goes to the first
 * one present:
 * 1. `window.ReactNativeWebView.postMessage(string)` — a React Native app (react-native-webview);
 * 2. `window.webkit.messageHandlers.marquee.postMessage(object)` — an iOS WKWebView whose app
 *    registered a script message handler named `marquee`;
 * 3. `window.MarqueeAndroid.postMessage(string)` — an Android WebView whose app added a
 *    JavaScript interface named `MarqueeAndroid`.
 * String channels receive the message as JSON. Every message carries `activeUL: true`: the page
 * asks the app to keep handling the site's universal links (app links) itself, so a link to the
 * site opens in the app rather than in a browser.
 */

/** A page of the site is shown in the web view. */
export interface AppPageMessage {
  readonly type: 'marquee:page';
  readonly activeUL: true;
  /** The page's address (absolute). */
  readonly url: string;
  /** The page's title, once its head is applied. */
  readonly title: string;
  readonly language: string;
  /** The page kind (`Home`, `Movie`…), or `Error` for an error view. */
  readonly pageKind: string;
}

/** What the site sends the app. */
export type AppMessage = AppPageMessage;

/** The channel a message went through, or null when the page is not in an app's web view. */
export type AppChannel = 'react-native' | 'webkit' | 'android';

interface BridgeWindow {
  ReactNativeWebView?: { postMessage?: (message: string) => void };
  webkit?: { messageHandlers?: { marquee?: { postMessage?: (message: unknown) => void } } };
  MarqueeAndroid?: { postMessage?: (message: string) => void };
}

/** Sends a message to the app through the first channel the web view exposes (browser only). */
export function postToApp(message: AppMessage, target: unknown = window): AppChannel | null {
  const w = target as BridgeWindow;
  try {
    if (typeof w.ReactNativeWebView?.postMessage === 'function') {
      w.ReactNativeWebView.postMessage(JSON.stringify(message));
      return 'react-native';
    }
    const webkit = w.webkit?.messageHandlers?.marquee;
    if (typeof webkit?.postMessage === 'function') {
      webkit.postMessage(message);
      return 'webkit';
    }
    if (typeof w.MarqueeAndroid?.postMessage === 'function') {
      w.MarqueeAndroid.postMessage(JSON.stringify(message));
      return 'android';
    }
  } catch (error) {
    // A native channel that throws must not break the page.
    console.warn('the app bridge refused a message', error);
  }
  return null;
}
