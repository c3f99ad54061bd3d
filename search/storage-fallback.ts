/**
 * An inline script for the page head. When the browser's localStorage throws
 * (storage disabled, some privacy modes), Rspress 2.0.22's theme state hooks
 * throw while rendering and the whole page goes blank, search dialog included.
 * The script swaps in an in-memory storage so that the site and the dialog
 * work; nothing is remembered across page loads in that case.
 */
export const storageFallbackScript = `(function () {
  try {
    var probe = '__storage_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.getItem(probe);
    window.localStorage.removeItem(probe);
  } catch (error) {
    var data = {};
    var memory = {
      getItem: function (key) { return Object.prototype.hasOwnProperty.call(data, key) ? data[key] : null; },
      setItem: function (key, value) { data[key] = String(value); },
      removeItem: function (key) { delete data[key]; },
      clear: function () { data = {}; },
      key: function (index) { return Object.keys(data)[index] || null; }
    };
    Object.defineProperty(memory, 'length', { get: function () { return Object.keys(data).length; } });
    try { Object.defineProperty(window, 'localStorage', { value: memory, configurable: true }); } catch (ignored) {}
  }
})();`;
