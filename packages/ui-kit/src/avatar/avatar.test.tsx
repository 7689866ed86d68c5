import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './avatar';

describe('Avatar', () => {
  it('computes initials from first and last word', () => {
    expect(initialsOf('Ana María López')).toBe('AL');
    expect(initialsOf('  cher ')).toBe('C');
    expect(initialsOf('')).toBe('');
  });

  it('shows the photo named by the person, and falls back to initials when it fails', () => {
    render(<Avatar name="Camille Durand" src="/c.jpg" />);
    const photo = screen.getByRole('img', { name: 'Camille Durand' });
    expect(photo.tagName).toBe('IMG');
    fireEvent.error(photo);
    const initials = screen.getByRole('img', { name: 'Camille Durand' });
    expect(initials.tagName).toBe('SPAN');
    expect(initials.textContent).toBe('CD');
  });

  it('uses given initials', () => {
    render(<Avatar name="Camille Durand" initials="DC" />);
    expect(screen.getByRole('img').textContent).toBe('DC');
  });
});
