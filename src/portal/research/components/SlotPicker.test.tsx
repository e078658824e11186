import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import enResearch from '../../../../locales/en/research.json';
import { initTestI18n } from '../../../test/i18n';
import { SlotPicker } from './SlotPicker';

const slot = (start: string, end: string, free: boolean) => ({ start, end, startsAt: `2026-11-25T${start}:00+08:00`, free });
const day = (slots: ReturnType<typeof slot>[]) => ({ instrumentId: 3, date: '2026-11-25', closed: false, slotMinutes: 60, hourlyPrice: 30000, slots });

describe('the slot picker', () => {
  beforeAll(async () => {
    await initTestI18n('en');
    i18next.addResourceBundle('en', 'research', enResearch);
  });

  it('offers free slots only, and the durations of the free run from the chosen start', () => {
    const onStart = vi.fn();
    render(
      <SlotPicker
        day={day([slot('09:00', '10:00', false), slot('10:00', '11:00', true), slot('11:00', '12:00', true), slot('13:00', '14:00', true)])}
        loading={false}
        start="10:00"
        count={1}
        onStart={onStart}
        onCount={() => undefined}
      />,
    );
    expect((screen.getByTestId('slot-09:00') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('slot-11:00'));
    expect(onStart).toHaveBeenCalledWith('11:00');
    expect(screen.getByTestId('slots-count').textContent).toContain('1 slot(s), 60 min, 10:00–11:00');
  });

  it('says that an available time must exist when the day has no free slot', () => {
    render(<SlotPicker day={day([slot('09:00', '10:00', false)])} loading={false} start={undefined} count={1} onStart={() => undefined} onCount={() => undefined} />);
    expect(screen.getByTestId('appointment-unavailable').textContent).toBe('An available appointment time must exist on the chosen date');
  });
});
