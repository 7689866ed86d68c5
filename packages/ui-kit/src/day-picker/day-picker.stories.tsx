import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { addDays } from '@marquee/domain-models';
import { DayPicker, type DayPickerLabels } from './day-picker';

const TODAY = '2026-05-14';
const DAYS = Array.from({ length: 14 }, (_, i) => addDays(TODAY, i));
const AVAILABLE = [...DAYS, addDays(TODAY, 20), addDays(TODAY, 27)];

type Lang = 'en' | 'fr' | 'de' | 'nl';
const LABELS: Record<Lang, { locale: string; labels: DayPickerLabels }> = {
  en: {
    locale: 'en-GB',
    labels: {
      strip: 'Choose a day',
      today: 'Today',
      tomorrow: 'Tomorrow',
      calendar: 'More dates',
      previousMonth: 'Previous month',
      nextMonth: 'Next month',
    },
  },
  fr: {
    locale: 'fr-FR',
    labels: {
      strip: 'Choisir un jour',
      today: "Aujourd'hui",
      tomorrow: 'Demain',
      calendar: 'Autres dates',
      previousMonth: 'Mois précédent',
      nextMonth: 'Mois suivant',
    },
  },
  de: {
    locale: 'de-DE',
    labels: {
      strip: 'Tag auswählen',
      today: 'Heute',
      tomorrow: 'Morgen',
      calendar: 'Weitere Vorstellungstermine',
      previousMonth: 'Vorheriger Monat',
      nextMonth: 'Nächster Monat',
    },
  },
  nl: {
    locale: 'nl-NL',
    labels: {
      strip: 'Kies een dag',
      today: 'Vandaag',
      tomorrow: 'Morgen',
      calendar: 'Meer datums',
      previousMonth: 'Vorige maand',
      nextMonth: 'Volgende maand',
    },
  },
};

function Demo({ lang = 'en' }: { lang?: Lang }) {
  const [value, setValue] = useState(TODAY);
  const copy = LABELS[lang];
  return (
    <div lang={lang}>
      <DayPicker
        days={DAYS}
        availableDays={AVAILABLE}
        value={value}
        onChange={setValue}
        today={TODAY}
        locale={copy.locale}
        labels={copy.labels}
      />
      <p>Selected: {value}</p>
    </div>
  );
}

const meta = { title: 'Components/DayPicker', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move along the strip; Enter selects; the calendar picks a later date. */
export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = canvas.getByRole('button', { name: 'Today, Thursday 14 May' });
    await expect(today).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(today);
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByRole('button', { name: 'Tomorrow, Friday 15 May' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'More dates' }));
    // The month grid's code is fetched on first use.
    await userEvent.click(await canvas.findByRole('button', { name: 'Next month' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Wednesday 3 June' }));
    await expect(canvas.getByText('Selected: 2026-06-03')).toBeInTheDocument();
  },
};
export const French: Story = { args: { lang: 'fr' }, globals: { lang: 'fr' } };
export const German: Story = { args: { lang: 'de' }, globals: { lang: 'de' } };
export const Dutch: Story = { args: { lang: 'nl' }, globals: { lang: 'nl' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
