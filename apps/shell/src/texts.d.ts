// The shell's texts (namespace `common`), typed from its base locale file: `t` accepts only keys
// of locales/en.json (packages/i18n: `Texts`). The remotes' namespaces are loaded at run time and
// typed in each remote; the shell only hands them on (a page's head, a modal), so their keys are
// any string here.
type RemoteTexts = Readonly<Record<string, unknown>>;

declare module '@marquee/i18n' {
  interface Texts {
    common: typeof import('../locales/en.json');
    account: RemoteTexts;
    catalogue: RemoteTexts;
    'help-centre': RemoteTexts;
    locator: RemoteTexts;
    search: RemoteTexts;
  }
}

export {};
