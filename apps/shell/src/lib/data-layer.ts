declare global {
  interface Window {
    /**
     * The page's data layer (SHELL-87): the shell pushes page views and client changes here. No
     * tag manager is loaded by the site (CL); a deployment that wants one reads this array.
     */
    dataLayer?: object[];
  }
}

/** Pushes one event to `window.dataLayer`, creating it on the first push (browser only). */
export function pushToDataLayer(event: object): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
