import type { CardRecord } from '../rows';
import type { Store } from '../store';

/** A voucher or gift card by its number or code (any site: the caller checks the site, the type and the pin). */
export function cardByNumber(store: Store, number: string): CardRecord | undefined {
  const row = store.stmt('SELECT data FROM cards WHERE number = ?').get(number) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as CardRecord) : undefined;
}
