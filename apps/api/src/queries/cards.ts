import type { CardRecord } from '../rows';
import type { Store } from '../store';

/** A voucher or gift card by its number or code (any site: the caller checks the site, the type and the pin). */
export async function cardByNumber(store: Store, number: string): Promise<CardRecord | undefined> {
  const row = await store.catalogue.get<{ data: string }>('SELECT data FROM cards WHERE number = ?', [number]);
  return row ? (JSON.parse(row.data) as CardRecord) : undefined;
}
