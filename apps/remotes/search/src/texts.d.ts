// The search remote's texts, typed from its base locale file: `t` accepts only keys of
// locales/en.json (packages/i18n: `Texts`).
declare module '@marquee/i18n' {
  interface Texts {
    search: typeof import('../locales/en.json');
  }
}

export {};
