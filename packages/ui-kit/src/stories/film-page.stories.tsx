import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Accordion } from '../accordion/accordion';
import { AlertStack } from '../alert/alert-stack';
import { Label } from '../badge/badge';
import { LinkButton } from '../button/button';
import { ContentRating } from '../content-rating/content-rating';
import { addDays } from '@marquee/domain-models';
import { DayPicker } from '../day-picker/day-picker';
import { Poster } from '../poster/poster';
import { ShowtimeButton } from '../showtime-button/showtime-button';
import { SidePanel } from '../side-panel/side-panel';
import { posterDataUrl } from './sample-images';

const TODAY = '2026-05-14';
const DAYS = Array.from({ length: 10 }, (_, i) => addDays(TODAY, i));
const CINEMAS = [
  { name: 'Marquee Odéon', times: ['11:00', '14:15', '17:45', '20:30', '22:50'] },
  { name: 'Marquee Bastille', times: ['13:30', '16:00', '19:15', '21:40'] },
];

function FilmPage() {
  const [day, setDay] = useState(TODAY);
  const [details, setDetails] = useState<string | null>(null);
  const [alerts, setAlerts] = useState([
    { id: 'works', level: 'info' as const, title: 'Marquee Bastille: new seats in hall 2' },
  ]);
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 1080 }}>
      <AlertStack
        alerts={alerts}
        closeLabel="Close"
        onDismiss={(id) => setAlerts((a) => a.filter((x) => x.id !== id))}
        autoDismissMs={0}
      />
      <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'minmax(120px, 200px) 1fr', alignItems: 'start' }}>
        <Poster src={posterDataUrl('Night Train', 24)} alt="" title="Night Train to Lisbon" priority />
        <div>
          <h1
            style={{
              margin: 0,
              fontFamily: 'var(--mq-font-display)',
              fontSize: 'var(--mq-font-size-3xl)',
              lineHeight: 1,
            }}
          >
            Night Train to Lisbon
          </h1>
          <p style={{ display: 'flex', gap: 8, alignItems: 'center', color: 'var(--mq-color-text-muted)' }}>
            <ContentRating rating="-12" label="Not suitable under 12" /> 1h 51min · Drama, Thriller
          </p>
        </div>
      </div>
      <DayPicker
        days={DAYS}
        value={day}
        onChange={setDay}
        today={TODAY}
        locale="en-GB"
        labels={{
          strip: 'Choose a day',
          today: 'Today',
          tomorrow: 'Tomorrow',
          calendar: 'More dates',
          previousMonth: 'Previous month',
          nextMonth: 'Next month',
        }}
      />
      {CINEMAS.map((cinema) => (
        <section key={cinema.name} aria-labelledby={cinema.name}>
          <h2 id={cinema.name} style={{ fontSize: 'var(--mq-font-size-lg)' }}>
            {cinema.name}
          </h2>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {cinema.times.map((time, i) => (
              <ShowtimeButton
                key={time}
                time={time}
                version={i % 2 ? 'VF' : 'VOST'}
                status={i === 0 && day === TODAY ? 'old' : i === 3 ? 'full' : 'available'}
                statusLabel={i === 0 ? 'Past' : 'Full'}
                experiences={i === 2 ? [{ label: 'IMAX' }] : []}
                onClick={() => setDetails(`${cinema.name} ${time}`)}
              />
            ))}
          </div>
        </section>
      ))}
      <SidePanel
        open={details !== null}
        onClose={() => setDetails(null)}
        title={details ?? ''}
        closeLabel="Close"
        footer={
          <LinkButton href="https://example.com/book" newTab newTabLabel="opens in a new tab" variant="book-now" block>
            Book now
          </LinkButton>
        }
      >
        <p>
          Thursday 14 May · ends 22:21 · <Label>VOST</Label> <Label premium>IMAX</Label>
        </p>
        <p>Hall 4 · 212 seats</p>
        <Accordion
          items={[{ id: 'imax', title: 'IMAX', content: <p>A bigger screen, brighter images and precise sound.</p> }]}
        />
      </SidePanel>
    </div>
  );
}

const meta = { title: 'Examples/Film page', component: FilmPage } satisfies Meta<typeof FilmPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A typical page: day strip, showtimes per cinema, details in the side panel. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: /17:45/ })[0] as HTMLElement);
    const panel = await within(document.body).findByRole('dialog', { name: 'Marquee Odéon 17:45' });
    await expect(within(panel).getByRole('link', { name: 'Book now (opens in a new tab)' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
