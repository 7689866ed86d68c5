/**
 * The local date-time `YYYY-MM-DDTHH:mm` of an instant in a time zone: the `now` of the rules
 * that compare it with a showtime or a film's sales opening (cinema-local, never the browser's
 * zone). domain-models' rule, under the name the catalogue's loaders use.
 */
export { localDateTime as localNow } from '@marquee/domain-models';
