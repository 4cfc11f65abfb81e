// The demo shell's only script (no framework): points <builder-content> at this service and
// at the current path, keeps it in step with client-side navigation, switches the locale, and
// explains what is missing when the elements bundle has not been built.
(function () {
  var content = document.getElementById('page-content');
  var note = document.getElementById('bundle-note');
  var localeSelect = document.getElementById('locale-select');
  var LOCALE_KEY = 'larkspur-demo-locale';

  if (content) {
    content.setAttribute('api-host', location.origin);
    content.setAttribute('url', location.pathname);
  }

  function showBundleNote() {
    if (!note) return;
    var raw = document.getElementById('raw-content-link');
    if (raw) raw.href = '/api/v3/query/demo/page?userAttributes.urlPath=' + encodeURIComponent(location.pathname);
    note.hidden = false;
  }
  window.demoBundleMissing = showBundleNote;

  // The bundle may load yet not define the element (work in progress): say so after a moment.
  window.addEventListener('load', function () {
    if (!window.customElements || !document.querySelector('builder-content, [data-needs-elements]')) return;
    setTimeout(function () {
      if (!customElements.get('builder-content')) showBundleNote();
    }, 1500);
  });

  function markCurrentLink() {
    var links = document.querySelectorAll('.site-nav a');
    for (var i = 0; i < links.length; i++) {
      var current = links[i].getAttribute('href') === location.pathname;
      if (current) links[i].setAttribute('aria-current', 'page');
      else links[i].removeAttribute('aria-current');
    }
  }

  function followAddressBar() {
    if (content && content.getAttribute('url') !== location.pathname) content.setAttribute('url', location.pathname);
    markCurrentLink();
  }

  // Shell links navigate without a reload, like links inside rendered content.
  document.addEventListener('click', function (event) {
    var link = event.target && event.target.closest ? event.target.closest('a[data-nav]') : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    if (link.getAttribute('href') !== location.pathname) history.pushState({}, '', link.getAttribute('href'));
    followAddressBar();
    window.scrollTo(0, 0);
  });

  // The renderer pushes history for links inside content; catch up once its click handling ran.
  document.addEventListener('click', function () {
    setTimeout(followAddressBar, 0);
  });
  window.addEventListener('popstate', followAddressBar);

  if (localeSelect && content) {
    var saved = localStorage.getItem(LOCALE_KEY) || '';
    localeSelect.value = saved;
    if (saved) content.setAttribute('locale', saved);
    localeSelect.addEventListener('change', function () {
      localStorage.setItem(LOCALE_KEY, localeSelect.value);
      if (localeSelect.value) content.setAttribute('locale', localeSelect.value);
      else content.removeAttribute('locale');
    });
  }

  markCurrentLink();
})();
