import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, LinkButton } from './button';

describe('Button', () => {
  it('is a button of type button with the cta class', async () => {
    const onClick = vi.fn();
    render(
      <Button variant="black-button" onClick={onClick}>
        See all
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'See all' });
    expect(button).toHaveProperty('type', 'button');
    expect(button.className).toContain('mq-button--black-button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('refuses clicks and says it is busy while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('LinkButton', () => {
  it('announces a new-tab link and opens it safely (SHELL-34, SHELL-70)', () => {
    render(
      <LinkButton href="/book" newTab newTabLabel="opens in a new tab" variant="book-now">
        Book now
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Book now (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('is a plain link without newTab', () => {
    render(<LinkButton href="/films">Films</LinkButton>);
    const link = screen.getByRole('link', { name: 'Films' });
    expect(link.getAttribute('target')).toBeNull();
    expect(link.getAttribute('href')).toBe('/films');
  });
});
