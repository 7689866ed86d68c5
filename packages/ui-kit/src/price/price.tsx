import { cx } from '../internal/cx';
import '../internal/visually-hidden.css';
import './price.css';

export interface PriceProps {
  /** The price, formatted by the caller for the site's currency ("9,90 €"). */
  amount: string;
  /** The price before the offer, struck through. */
  initialAmount?: string;
  /** Screen-reader words around the prices ("Price", "instead of"). */
  labels?: { current?: string; initial?: string };
  className?: string;
}

/** A price, with the initial price struck through when there is an offer. */
export function Price({ amount, initialAmount, labels = {}, className }: PriceProps) {
  return (
    <span className={cx('mq-price', className)}>
      {labels.current ? <span className="mq-visually-hidden">{labels.current} </span> : null}
      <span className="mq-price__amount">{amount}</span>
      {initialAmount ? (
        <>
          {' '}
          {labels.initial ? <span className="mq-visually-hidden">{labels.initial} </span> : null}
          <s className="mq-price__initial">{initialAmount}</s>
        </>
      ) : null}
    </span>
  );
}
