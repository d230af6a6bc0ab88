// The dashboard's first paint in the chosen colour scheme. Loaded by index.html before the dashboard's bundle (an
// external file: the CSP allows no inline script), it runs while the shell is parsed, before anything is painted.
// The app bar's light/dark toggle keeps the choice in react-admin's local storage store (key RaStore.theme, as JSON;
// src/providers/colorScheme.ts). An explicit choice goes on <html data-color-scheme>, which src/colorScheme.css
// paints; with none, the stylesheet follows the system's prefers-color-scheme, as react-admin's theme does.
(function () {
  var stored, scheme;
  try {
    stored = window.localStorage.getItem('RaStore.theme');
  } catch (e) {
    return; // storage blocked: the system's scheme applies
  }
  try {
    scheme = JSON.parse(stored);
  } catch (e) {
    scheme = stored; // as react-admin's store reads a value that is not JSON
  }
  if (scheme === 'light' || scheme === 'dark') document.documentElement.setAttribute('data-color-scheme', scheme);
})();
