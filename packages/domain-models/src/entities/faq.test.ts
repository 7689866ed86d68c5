import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FooterFaqSchema } from './faq';

describe('FooterFaqSchema', () => {
  it('SHELL-36 SHELL-37 reads an answer with incomplete questions and drops them, keeping the rest of the group', () => {
    const answer = {
      groups: [
        {
          type: 'booking',
          questions: [
            { title: 'How do I book?', description: 'Choose a showtime.' },
            { title: '', description: 'No title' },
            { title: 'No description', description: null },
            { description: 'Title missing' },
          ],
          slugs: ['how-do-i-book'],
        },
        { type: 'home', questions: [], slugs: [] },
      ],
    };
    expect(v.parse(FooterFaqSchema, answer)).toEqual({
      groups: [
        {
          type: 'booking',
          questions: [{ title: 'How do I book?', description: 'Choose a showtime.' }],
          slugs: ['how-do-i-book'],
        },
        { type: 'home', questions: [], slugs: [] },
      ],
    });
  });

  it('still refuses an answer that is not a FAQ block', () => {
    expect(v.safeParse(FooterFaqSchema, { groups: [{ type: 'x' }] }).success).toBe(false);
    expect(v.safeParse(FooterFaqSchema, []).success).toBe(false);
  });
});
