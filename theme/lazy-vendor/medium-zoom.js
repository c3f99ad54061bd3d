/**
 * Stands in for `medium-zoom` inside @rspress/core's image zoom (static/MediumZoom.tsx,
 * a global component in every page's first script; see plugins/module-swaps.ts).
 * That component only calls `mediumZoom(images, options)` and
 * later `detach()` / `close()` on the result, so this hands back a handle at once
 * and loads the library only when the page has images to zoom.
 */
export default function lazyMediumZoom(images, options) {
  let zoom;
  let detached = false;
  if (images && images.length > 0) {
    import('medium-zoom').then(({ default: mediumZoom }) => {
      if (!detached) zoom = mediumZoom(images, options);
    });
  }
  const handle = {
    detach() {
      detached = true;
      zoom?.detach();
      return handle;
    },
    close() {
      return zoom ? zoom.close() : Promise.resolve(handle);
    },
  };
  return handle;
}
