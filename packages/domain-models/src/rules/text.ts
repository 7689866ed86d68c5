/** Lower-cases and strips accents (A§4: "Search input is accent-stripped and lower-cased"). */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
