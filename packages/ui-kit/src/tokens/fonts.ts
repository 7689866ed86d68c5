/**
 * The font files a page's first screen needs, by their names in the font packages: the `latin`
 * files of the two faces of fonts.css (Inter for the text, Oswald for the logo, titles and
 * showtimes). The shell's build preloads them in the page template.
 */
export const FIRST_SCREEN_FONT_FILES = ['inter-latin-wght-normal.woff2', 'oswald-latin-wght-normal.woff2'] as const;
