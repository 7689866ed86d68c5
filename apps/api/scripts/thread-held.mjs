// Preloaded into an API instance by bench-build-stalls.mjs (`node --import`): the process's CPU
// time between two turns of a 1 ms timer, i.e. how long the thread was held by one stretch of work
// (CPU time, not wall time: a shared machine's scheduler does not inflate it). SIGUSR2 starts the
// count again; the figures are written to stderr when the process exits.
let last = process.cpuUsage();
let held = [];
const tick = () => {
  const now = process.cpuUsage();
  const ms = (now.user + now.system - last.user - last.system) / 1000;
  if (ms > 2) held.push(ms);
  last = now;
  setTimeout(tick, 1).unref();
};
setTimeout(tick, 1).unref();
process.on('SIGUSR2', () => {
  held = [];
});
process.on('exit', () => {
  held.sort((a, b) => b - a);
  const over = (ms) => held.filter((x) => x > ms).length;
  process.stderr.write(
    `[thread held] stretches (CPU ms between two turns): over 5 ms ${over(5)}, over 10 ms ${over(10)}, over 20 ms ${over(20)}; longest ${held
      .slice(0, 8)
      .map((x) => x.toFixed(1))
      .join(', ')}\n`,
  );
});
