import { describe, expect, it } from 'vitest';
import { chatAvailabilityAt, parseChatSchedule } from '../src/chat-schedule';

// 2026-11-23 is a Monday, 2026-11-29 a Sunday.
describe('chat availability from a configurable schedule', () => {
  it('HELP-20 by default agents answer Monday to Saturday, 09:00 to 20:00 site time', () => {
    expect(chatAvailabilityAt('2026-11-23', '10:30', undefined)).toEqual({
      available: true,
      instructions: ['agents'],
      opensAt: null,
    });
    expect(chatAvailabilityAt('2026-11-23', '08:59', undefined)).toEqual({
      available: false,
      instructions: ['schedule'],
      opensAt: '09:00',
    });
    expect(chatAvailabilityAt('2026-11-23', '20:00', undefined).instructions).toEqual(['schedule']);
    expect(chatAvailabilityAt('2026-11-29', '12:00', undefined).instructions).toEqual(['schedule']);
  });

  it('HELP-20 the schedule is configurable: always agents, no agents, other days and hours', () => {
    expect(chatAvailabilityAt('2026-11-29', '03:00', 'agents').available).toBe(true);
    expect(chatAvailabilityAt('2026-11-23', '12:00', 'no-agents')).toEqual({
      available: false,
      instructions: ['no-agents'],
      opensAt: null,
    });
    expect(chatAvailabilityAt('2026-11-29', '12:00', 'Sat-Sun 10:00-18:00').available).toBe(true);
    expect(chatAvailabilityAt('2026-11-23', '12:00', 'Sat-Sun 10:00-18:00').available).toBe(false);
    expect(chatAvailabilityAt('2026-11-25', '12:00', 'Mon,Wed 11:00-13:00').available).toBe(true);
    expect(chatAvailabilityAt('2026-11-24', '12:00', 'Mon,Wed 11:00-13:00').available).toBe(false);
    // A wrap-around range of days.
    expect(parseChatSchedule('Fri-Mon 09:00-17:00')).toMatchObject({ days: new Set([5, 6, 0, 1]) });
  });

  it('HELP-20 an unreadable schedule falls back to the default', () => {
    expect(parseChatSchedule('whenever')).toBeNull();
    expect(parseChatSchedule('Mon-Sat 20:00-09:00')).toBeNull();
    expect(chatAvailabilityAt('2026-11-23', '10:30', 'whenever').available).toBe(true);
    expect(chatAvailabilityAt('2026-11-29', '10:30', 'whenever').available).toBe(false);
  });
});
