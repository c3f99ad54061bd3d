/**
 * Stands in for `body-scroll-lock` inside the theme's full-screen menu and mobile sidebar
 * (NavScreen, SidebarMenu/useSidebarMenu; swapped in by plugins/module-swaps.ts). Both lock the
 * page's scroll when a reader opens them and clear the locks when they close, so the library
 * is fetched on the first lock and the calls made before it arrives are replayed in order.
 */
let library;
let requested = false;
const queue = [];

function run(call) {
  if (library) {
    call(library);
    return;
  }
  queue.push(call);
  if (requested) return;
  requested = true;
  import('body-scroll-lock').then((module) => {
    library = module;
    for (const queued of queue.splice(0)) queued(library);
  });
}

export function disableBodyScroll(target, options) {
  run((lock) => lock.disableBodyScroll(target, options));
}

export function clearAllBodyScrollLocks() {
  // Nothing was locked if the library was never asked for.
  if (library || queue.length > 0) run((lock) => lock.clearAllBodyScrollLocks());
}
