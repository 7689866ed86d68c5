import { describe, expect, it } from 'vitest';
import { cutAtWord, DESCRIPTION_MAX_LENGTH } from './text';

describe('description cut', () => {
  it('SHELL-82 a synopsis longer than 160 characters is cut on a word boundary with an ellipsis', () => {
    const synopsis =
      'A disgraced detective sets out to keep a forgotten promise in a city that never sleeps. The Last Lighthouse is a story about courage, chance and the people we carry with us.';
    const cut = cutAtWord(synopsis);
    expect(synopsis.length).toBeGreaterThan(DESCRIPTION_MAX_LENGTH);
    expect(cut).toBe(
      'A disgraced detective sets out to keep a forgotten promise in a city that never sleeps. The Last Lighthouse is a story about courage, chance and the people we…',
    );
    expect(cut.length).toBeLessThanOrEqual(160);
  });

  it('SHELL-82 a text of exactly 160 characters is kept whole; at 161 it is cut to at most 160', () => {
    const exact = `${'word '.repeat(31)}abcdx`;
    expect(exact.length).toBe(160);
    expect(cutAtWord(exact)).toBe(exact);
    const over = `${exact}y`;
    expect(over.length).toBe(161);
    // The cut would split the last word "abcdxy": it goes whole.
    expect(cutAtWord(over)).toBe(`${'word '.repeat(30)}word…`);
  });

  it('SHELL-82 a word that ends right at the cut is kept: 160 characters with the ellipsis', () => {
    const text = `${'a'.repeat(150)} eighthly, and more words after it`;
    const cut = cutAtWord(text);
    expect(cut).toBe(`${'a'.repeat(150)} eighthly…`);
    expect(cut.length).toBe(160);
  });

  it('SHELL-82 punctuation before the cut gives way to the ellipsis', () => {
    const text = `${'a'.repeat(150)} ninth, and more words after it`;
    expect(cutAtWord(text)).toBe(`${'a'.repeat(150)} ninth…`);
  });

  it('SHELL-82 whitespace is collapsed and a short text keeps no ellipsis', () => {
    expect(cutAtWord('  A  short\n synopsis. ')).toBe('A short synopsis.');
  });

  it('a single word longer than the limit is cut hard', () => {
    const cut = cutAtWord('x'.repeat(400));
    expect(cut).toBe(`${'x'.repeat(159)}…`);
  });

  it('never exceeds 160 characters and never splits a word, whatever the text', () => {
    const vocabulary = [
      'cinéma',
      'a',
      'lighthouse,',
      'l’étoile',
      'über',
      'of',
      'the',
      'promise.',
      'x',
      'longerwordhere',
    ];
    for (let seed = 1; seed < 400; seed++) {
      const words: string[] = [];
      for (let i = 0; i < 40 + (seed % 13); i++)
        words.push(vocabulary[(seed * 7 + i * ((seed % 5) + 1)) % vocabulary.length] ?? 'x');
      const text = words.join(' ');
      const cut = cutAtWord(text);
      expect(cut.length).toBeLessThanOrEqual(160);
      if (cut.endsWith('…')) {
        const kept = cut.slice(0, -1);
        // What is kept is the text's start up to the end of a whole word.
        expect(text.startsWith(kept)).toBe(true);
        expect(/[\s,.;:]/.test(text.charAt(kept.length))).toBe(true);
      } else {
        expect(cut).toBe(text);
      }
    }
  });
});
