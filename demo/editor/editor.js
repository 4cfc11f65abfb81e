// The editor simulator: frames a demo page and plays the content editor's side of the
// postMessage protocol (docs/editing.md), so live editing can be tried without
// the real editor. Plain script, no build.
//
// Test hook: a parent page on a loopback origin (the browser tests) may post
// `{ relay: message }` to have `message` sent to the framed page from this origin, and gets
// every message the framed page sends as `{ fromFrame: message }`.
(function () {
  var frame = document.getElementById('frame');
  var log = document.getElementById('log');
  var entry = document.getElementById('entry');
  var entryEdited = false;
  var nextEvaluateId = 1;
  var LOOPBACK = /^https?:\/\/(localhost|127(\.\d+){3}|\[::1\])(:\d+)?$/;
  // The editor hosts the kit trusts by default (see docs/editing.md): only these make the page listen.
  var TRUSTED = /^(localhost|builder\.io|beta\.builder\.io|qa\.builder\.io|[^.]+(\.[^.]+)*\.beta\.builder\.io)$/;

  var params = new URLSearchParams(location.search);
  var parentOrigin = window.parent !== window && location.ancestorOrigins && location.ancestorOrigins[0];

  function byId(id) {
    return document.getElementById(id);
  }

  function frameOrigin() {
    try {
      return new URL(frame.src, location.href).origin;
    } catch {
      return '*';
    }
  }

  function describe(data) {
    try {
      return JSON.stringify(data, null, 2);
    } catch {
      return String(data);
    }
  }

  function addLog(direction, message) {
    var item = document.createElement('li');
    var type = message && typeof message === 'object' ? message.type : undefined;
    item.className = direction;
    item.innerHTML = '<span class="when"></span> <span class="type"></span>';
    item.querySelector('.when').textContent = (direction === 'out' ? '→ ' : '← ') + new Date().toLocaleTimeString();
    item.querySelector('.type').textContent = type || '(not a protocol message)';
    var details = document.createElement('details');
    var summary = document.createElement('summary');
    summary.textContent = 'data';
    var pre = document.createElement('pre');
    pre.textContent = describe(message && message.data);
    details.append(summary, pre);
    item.append(details);
    log.prepend(item);
  }

  /** Sends `{ type, data }` to the framed page from this origin. */
  function send(type, data) {
    var message = { type: type, data: data };
    if (!frame.contentWindow) return;
    frame.contentWindow.postMessage(message, frameOrigin());
    addLog('out', message);
  }

  function readJson(id) {
    try {
      return JSON.parse(byId(id).value);
    } catch (error) {
      alert(id + ' is not valid JSON: ' + error.message);
      return undefined;
    }
  }

  function open(url) {
    byId('page-url').value = url;
    entryEdited = false;
    entry.value = '';
    frame.src = url;
  }

  // What the page says: logged, the first content result fills the entry box, relayed to a test parent.
  window.addEventListener('message', function (event) {
    if (event.source === frame.contentWindow) {
      addLog('in', event.data);
      var data = event.data && event.data.data;
      if (
        event.data &&
        event.data.type === 'builder.contentResults' &&
        data &&
        data.results &&
        data.results[0] &&
        !entryEdited
      ) {
        byId('model').value = data.key || data.model || 'page';
        entry.value = describe(data.results[0]);
      }
      if (parentOrigin && LOOPBACK.test(parentOrigin))
        window.parent.postMessage({ fromFrame: event.data }, parentOrigin);
      return;
    }
    if (event.source === window.parent && LOOPBACK.test(event.origin) && event.data && event.data.relay) {
      var relayed = event.data.relay;
      send(relayed.type, relayed.data);
    }
  });

  entry.addEventListener('input', function () {
    entryEdited = true;
  });

  byId('open-form').addEventListener('submit', function (event) {
    event.preventDefault();
    open(byId('page-url').value || '/');
  });

  byId('send-content').addEventListener('click', function () {
    var content = readJson('entry');
    if (content) send('builder.contentUpdate', { key: byId('model').value || 'page', data: content });
  });
  byId('send-patch').addEventListener('click', function () {
    var patches = readJson('patch');
    if (patches) send('builder.patchUpdates', { data: patches });
  });
  byId('send-selection').addEventListener('click', function () {
    var ids = byId('selection')
      .value.split(',')
      .map(function (id) {
        return id.trim();
      })
      .filter(Boolean);
    send('builder.selectionChange', { selection: ids });
  });
  byId('send-override').addEventListener('click', function () {
    var state = readJson('state');
    if (state) send('builder.overrideState', { state: state });
  });
  byId('send-reset').addEventListener('click', function () {
    var state = readJson('state');
    if (state) send('builder.resetState', { state: state });
  });
  byId('editing-mode').addEventListener('change', function (event) {
    send('builder.editingMode', event.target.checked);
  });
  byId('send-evaluate').addEventListener('click', function () {
    send('builder.evaluate', { id: nextEvaluateId++, text: byId('code').value, arguments: [] });
  });
  byId('send-ping').addEventListener('click', function () {
    send('builder.ping', {});
  });
  byId('send-components').addEventListener('click', function () {
    send('builder.getComponents', {});
  });
  byId('clear-log').addEventListener('click', function () {
    log.textContent = '';
  });

  // Only a trusted editor host makes the page listen: say so when this origin is not one.
  var note = byId('origin-note');
  if (TRUSTED.test(location.hostname)) {
    note.textContent = 'Editing from ' + location.origin + ' (a trusted editor host).';
  } else {
    var trusted =
      location.protocol +
      '//localhost' +
      (location.port ? ':' + location.port : '') +
      location.pathname +
      location.search;
    note.className = 'note untrusted';
    note.innerHTML = location.hostname + ' is not a trusted editor host: the page will ignore these messages. <a></a>';
    var link = note.querySelector('a');
    link.href = trusted;
    link.textContent = 'Open on localhost';
  }

  open(params.get('frame') || '/');
})();
