/**
 * Formats a duration in minutes the way the spec shows it (C§9 "Duration: under 60
 * minutes as Nmin, otherwise HhMM with padded minutes"): 45 -> "45min", 95 -> "1h35",
 * 120 -> "2h00".
 */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 0)
    throw new RangeError(`duration must be a non-negative number, got ${minutes}`);
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole}min`;
  return `${Math.floor(whole / 60)}h${String(whole % 60).padStart(2, '0')}`;
}
