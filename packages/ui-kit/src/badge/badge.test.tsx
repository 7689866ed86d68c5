import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, Flag, Label } from './badge';

describe('Flag', () => {
  it.each([1, 2, 3, 4, 5] as const)('colour %i maps to its flag class', (color) => {
    render(<Flag color={color}>Flag {color}</Flag>);
    expect(screen.getByText(`Flag ${color}`).className).toContain(`mq-flag--${color}`);
  });

  it('shows a decorative heart for colour 5 and defaults to grey', () => {
    const { container } = render(
      <>
        <Flag color={5}>Favourite</Flag>
        <Flag color={null}>Plain</Flag>
      </>,
    );
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(1);
    expect(screen.getByText('Plain').className).toContain('mq-flag--3');
  });
});

describe('Badge and Label', () => {
  it('render their text with tone and premium classes', () => {
    render(
      <>
        <Badge tone="warning">Almost full</Badge>
        <Label premium>IMAX</Label>
      </>,
    );
    expect(screen.getByText('Almost full').className).toContain('mq-badge--warning');
    expect(screen.getByText('IMAX').className).toContain('mq-label--premium');
  });
});
