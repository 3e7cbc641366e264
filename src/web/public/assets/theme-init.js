// Runs before first paint so a dark-theme user never sees a white flash. Mirrors lib/theme.tsx.
(function () {
  try {
    var stored = localStorage.getItem('vite-ui-theme');
    var theme = stored === 'light' || stored === 'dark' ? stored : 'system';
    var dark =
      theme === 'dark' ||
      (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    var root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(dark ? 'dark' : 'light');
  } catch (e) {
    // Storage or matchMedia unavailable: keep the default light theme.
  }
})();
