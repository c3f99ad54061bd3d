import type { RspressPlugin } from '@rspress/core';

/**
 * Rspress's own first-visit key (the locale redirect script in @rspress/core's dist/node/constants.js).
 * Without a storage to remember it, every page load would look like a first visit.
 */
const FIRST_VISIT_KEY = 'rspress-visited';

/**
 * An inline script that must run before any other script of the page. When the browser's
 * localStorage cannot be used, Rspress 2.0.22's head scripts throw (the first-visit language
 * redirect and the colour-scheme script: two uncaught errors per page load with storage
 * blocked, one with a full quota) and its theme state hooks throw while rendering, which
 * blanks the page. The script then puts a stand-in in its place:
 *
 * - storage blocked (site data disabled, some private modes): reading `localStorage` throws;
 *   the stand-in keeps everything in memory, for this page load only;
 * - quota full: reads work, writes throw; the stand-in reads what is stored and keeps what
 *   cannot be written in memory, so a saved colour scheme or a closed announcement stays.
 *
 * Either way the first visit counts as done: Rspress's redirect to the browser's language
 * would otherwise run on every load (its own script fails before it in that case, so readers
 * see what they saw before, without the errors).
 */
export const storageFallbackScript = `(function () {
  var real = null;
  try { real = window.localStorage; real.getItem(${JSON.stringify(FIRST_VISIT_KEY)}); } catch (error) { real = null; }
  if (real) {
    try {
      real.setItem('__storage_probe__', '1');
      real.removeItem('__storage_probe__');
      return;
    } catch (error) {}
  }
  var memory = {};
  var removed = {};
  var own = function (object, key) { return Object.prototype.hasOwnProperty.call(object, key); };
  var realKeys = function () {
    var keys = [];
    try { for (var i = 0; i < real.length; i++) keys.push(real.key(i)); } catch (error) {}
    return keys;
  };
  var keys = function () {
    var all = real ? realKeys().filter(function (key) { return !own(removed, key) && !own(memory, key); }) : [];
    return all.concat(Object.keys(memory));
  };
  var stand_in = {
    getItem: function (key) {
      key = String(key);
      if (own(memory, key)) return memory[key];
      if (!real || own(removed, key)) return null;
      try { return real.getItem(key); } catch (error) { return null; }
    },
    setItem: function (key, value) {
      key = String(key);
      value = String(value);
      delete removed[key];
      try { if (real) { real.setItem(key, value); delete memory[key]; return; } } catch (error) {}
      memory[key] = value;
    },
    removeItem: function (key) {
      key = String(key);
      delete memory[key];
      removed[key] = true;
      try { if (real) real.removeItem(key); } catch (error) {}
    },
    clear: function () {
      keys().forEach(function (key) { stand_in.removeItem(key); });
    },
    key: function (index) { var all = keys(); return index < all.length ? all[index] : null; }
  };
  Object.defineProperty(stand_in, 'length', { get: function () { return keys().length; } });
  if (stand_in.getItem(${JSON.stringify(FIRST_VISIT_KEY)}) === null) memory[${JSON.stringify(FIRST_VISIT_KEY)}] = '1';
  try { Object.defineProperty(window, 'localStorage', { value: stand_in, configurable: true }); } catch (error) {}
})();`;

/**
 * Puts storageFallbackScript first in every page's head, ahead of the scripts Rspress itself
 * adds there (html.tags functions run after the plain tags are in, and keep their order).
 */
export function pluginStorageFallback(): RspressPlugin {
  return {
    name: 'site-storage-fallback',
    builderConfig: {
      html: {
        tags: [(tags) => [{ tag: 'script', children: storageFallbackScript, head: true, append: false }, ...tags]],
      },
    },
  };
}
