/**
 * Stands in for `nprogress` inside @rspress/core's Link (the bar shown while a
 * slow client-side navigation loads; see plugins/module-swaps.ts).
 * Link calls configure() when its module loads and start() / done() around a
 * navigation, so the library is fetched on the first start() and the calls made
 * before it arrives are replayed in order. Its stylesheet is still imported by
 * the theme as before.
 */
let progress;
let requested = false;
const queue = [];
const settings = {};

function run(call) {
  if (progress) {
    call(progress);
    return;
  }
  queue.push(call);
  if (requested) return;
  requested = true;
  import('nprogress').then((module) => {
    progress = module.default ?? module;
    progress.configure(settings);
    for (const queued of queue.splice(0)) queued(progress);
  });
}

const lazyProgress = {
  configure(options) {
    Object.assign(settings, options);
    progress?.configure(options);
    return lazyProgress;
  },
  start() {
    run((p) => p.start());
    return lazyProgress;
  },
  done(force) {
    if (progress || queue.length > 0) run((p) => p.done(force));
    return lazyProgress;
  },
};

export default lazyProgress;
