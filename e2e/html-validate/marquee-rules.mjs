// Rules of the W3C checker (validator.nu) that html-validate 10 does not have, as an html-validate
// plugin loaded by ../.htmlvalidate.json. Each reports what the W3C checker reports on the same
// markup, so `tests/html-validity.spec.ts` fails where the W3C checker would.
import { definePlugin, Rule, walk } from 'html-validate';

const HEADINGS = 'h1, h2, h3, h4, h5, h6';
const SECTIONING = new Set(['section', 'article', 'aside', 'nav']);

/**
 * `sizes` on an `<img>` (or `<source>`) without `srcset` (HTML §4.8.4.2: "the sizes attribute
 * must not be specified if srcset is absent"). In a `<picture>` the `<source>`s' `sizes` choose
 * among their own candidates; the fallback `<img>`'s `sizes` needs a `srcset` of its own.
 */
class SizesNeedsSrcset extends Rule {
  documentation() {
    return { description: 'An element with `sizes` must also have `srcset` (HTML §4.8.4.2).' };
  }
  setup() {
    this.on('dom:ready', ({ document }) => {
      walk.depthFirst(document, (node) => {
        if (node.tagName !== 'img' && node.tagName !== 'source') return;
        if (node.hasAttribute('sizes') && !node.hasAttribute('srcset')) {
          this.report(node, `<${node.tagName}> has "sizes" but no "srcset"`);
        }
      });
    });
  }
}

/**
 * A `<section>` or `<article>` without a heading of its own (a heading inside it, not inside a
 * nested sectioning element): what the W3C checker reports as "Section lacks heading" and
 * "Article lacks heading". A section needs a heading (visually hidden where the design shows
 * none); a block that is no section is a `<div>`.
 */
class SectionHeading extends Rule {
  documentation() {
    return { description: 'A <section> or <article> must have a heading (h1–h6) of its own.' };
  }
  setup() {
    this.on('dom:ready', ({ document }) => {
      walk.depthFirst(document, (node) => {
        if (node.tagName !== 'section' && node.tagName !== 'article') return;
        const own = node.querySelectorAll(HEADINGS).some((heading) => {
          for (let parent = heading.parent; parent && parent !== node; parent = parent.parent) {
            if (SECTIONING.has(parent.tagName)) return false;
          }
          return true;
        });
        if (!own) this.report(node, `<${node.tagName}> has no heading of its own`);
      });
    });
  }
}

/**
 * Roles ARIA in HTML allows on `<input>` types without a `list` attribute (§4, "input type=…"):
 * a type listed here with `[]` takes no role; a type not listed is not checked.
 */
const INPUT_ROLES = {
  text: ['combobox', 'searchbox', 'spinbutton'],
  search: [],
  email: [],
  tel: [],
  url: [],
  number: [],
  password: [],
  range: [],
  date: [],
  checkbox: ['button', 'menuitemcheckbox', 'option', 'switch'],
  radio: ['menuitemradio'],
};

/** A role on an `<input>` that ARIA in HTML does not allow for its type (the W3C checker's "Bad value … for attribute role"). */
class InputRole extends Rule {
  documentation() {
    return { description: 'An <input> may take only the roles ARIA in HTML allows for its type.' };
  }
  setup() {
    this.on('dom:ready', ({ document }) => {
      walk.depthFirst(document, (node) => {
        if (node.tagName !== 'input' || !node.hasAttribute('role') || node.hasAttribute('list')) return;
        const type = String(node.getAttribute('type')?.value ?? 'text').toLowerCase();
        const allowed = INPUT_ROLES[type];
        const role = String(node.getAttribute('role')?.value ?? '').trim();
        if (allowed && !allowed.includes(role)) {
          this.report(node, `role="${role}" is not allowed on <input type="${type}">`);
        }
      });
    });
  }
}

/**
 * Where this project's configuration departs from html-validate:recommended and :document, each
 * with its reason. Most rules turned off flag what React 19's server renderer writes, which is
 * valid HTML (the HTML standard and the W3C checker accept it): a style the project cannot choose.
 * None hides an error.
 */
const EXCEPTIONS = {
  rules: {
    // React writes void elements as `<meta … />`, `<img … />`: the slash is allowed on void
    // elements (HTML §13.1.2.1) and the W3C checker accepts it.
    'void-style': 'off',
    'no-self-closing': 'off',
    // React writes some attributes with their camelCase prop names (`srcSet`, `fetchPriority`,
    // `dateTime`); HTML attribute names are case-insensitive (HTML §13.1.2.3).
    'attr-case': 'off',
    // React writes a true boolean attribute as `hidden=""`, `selected=""`, `disabled=""`: the
    // empty string is one of the two valid forms (HTML §2.3.2).
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's `useId` makes ids such as `_R_4j5_`: an HTML id may hold any characters but spaces
    // (HTML §3.2.6); the relaxed mode still checks that, and that an id is not empty.
    'valid-id': ['error', { relaxed: true }],
    // `style` is a valid attribute; pages set per-element CSS custom properties with it (a
    // poster's hue), which no stylesheet can do. Styling rules belong to the CSS linter.
    'no-inline-style': 'off',
    // The shell's `<!doctype html>` is the HTML standard's own spelling; the doctype is
    // case-insensitive (HTML §13.1.1).
    'doctype-style': 'off',
    // Subresource integrity guards what another origin serves; every script and stylesheet of
    // these pages comes from the site's own origin (the edge), which SRI does not protect against.
    // A cross-origin script or stylesheet without `integrity` is still an error.
    'require-sri': ['error', { target: 'crossorigin' }],
    // The ARIA 1.2 combobox pattern: an `<input type="text" role="combobox">` with a popup
    // `role="listbox"` has no native equivalent (a <select> takes no typed text, a <datalist> no
    // structured options); and an accordion's panel is a `role="region"` named by the heading
    // above it (ARIA accordion pattern), where a <section> would need a heading of its own. The
    // rule still holds for every other role (button, link, list, heading…).
    'prefer-native-element': ['error', { exclude: ['combobox', 'listbox', 'region'] }],
  },
};

export default definePlugin({
  name: 'marquee',
  configs: { exceptions: EXCEPTIONS },
  rules: {
    'marquee/sizes-needs-srcset': SizesNeedsSrcset,
    'marquee/section-heading': SectionHeading,
    'marquee/input-role': InputRole,
  },
});
