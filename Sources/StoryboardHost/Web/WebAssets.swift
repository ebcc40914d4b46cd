/// The web client's page: its HTML, its style sheet and its script, served from memory at
/// fixed paths (`/`, `/app.css`, `/app.js`), so no request can name a file on disk. Plain
/// HTML, CSS and JavaScript, no build step: edit them here.
enum WebAssets {
    /// The asset served at `path`, with its content type; nil for any other path.
    static func asset(at path: String) -> (body: String, contentType: String)? {
        switch path {
        case "/app.css": (style, "text/css; charset=utf-8")
        case "/app.js": (script, "text/javascript; charset=utf-8")
        default: nil
        }
    }

    /// The page for `title`, carrying the session's `token` (which its script sends with each
    /// request); both HTML-escaped.
    static func page(title: String, token: String) -> String {
        html.replacingOccurrences(of: "{{TOKEN}}", with: escaped(token)).replacingOccurrences(of: "{{TITLE}}", with: escaped(title))
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// The page: the pickers, the device, the snapshot and the audit.
    static let html = ##"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="session-token" content="{{TOKEN}}">
        <title>{{TITLE}}</title>
        <link rel="icon" href="data:,">
        <link rel="stylesheet" href="/app.css">
        <script src="/app.js" defer></script>
        </head>
        <body>
        <header id="toolbar">
          <label>App <select id="app-picker"></select></label>
          <label>Device <select id="device-picker" data-setting="device"></select></label>
          <label>Appearance <select id="appearance-picker" data-setting="appearance"></select></label>
          <label>Text size <select id="text-size-picker" data-setting="textSize"></select></label>
          <label>Locale <select id="locale-picker" data-setting="locale"></select></label>
          <label><input type="checkbox" id="hold-effects"> Hold effects until Wait</label>
          <button type="button" id="wait-button">Wait</button>
          <button type="button" id="restart-button">Restart</button>
        </header>
        <main>
          <section id="stage" aria-label="Screen">
            <div id="device">
              <div id="picture" aria-hidden="true"></div>
              <div id="elements" role="group" aria-label="Screen elements"></div>
            </div>
            <p id="touch-hint" aria-hidden="true"></p>
            <p id="message" role="status"></p>
          </section>
          <section id="side">
            <h2>Snapshot</h2>
            <pre id="snapshot-text"></pre>
            <h2>Audit</h2>
            <pre id="audit-text"></pre>
          </section>
        </main>
        </body>
        </html>
        """##

    /// The style sheet.
    static let style = ##"""
        :root { color-scheme: light dark; font-family: -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; }
        body { margin: 0; background: #e9e9ee; color: #1c1c1e; }
        @media (prefers-color-scheme: dark) { body { background: #202024; color: #f2f2f7; } }
        #toolbar { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; padding: 8px 16px; background: rgba(127, 127, 127, 0.15); font-size: 14px; }
        main { display: flex; flex-wrap: wrap; gap: 24px; padding: 16px; align-items: flex-start; }
        #device { position: relative; overflow: hidden; background: #fff; box-shadow: 0 0 0 10px #1c1c1e, 0 8px 30px rgba(0, 0, 0, 0.4); border-radius: 2px; margin: 10px; }
        #picture, #picture svg { position: absolute; left: 0; top: 0; display: block; }
        /* The drawings name Helvetica (Liberation Sans has its metrics) and, on today's iPhones, San
           Francisco, which only Apple's systems have: the nearest sans-serif stands in. */
        #picture text[font-family="SFPro"] { font-family: -apple-system, "SF Pro Text", system-ui, "Helvetica Neue", Helvetica, Arial, sans-serif; }
        #picture text[font-family="Helvetica"] { font-family: Helvetica, "Liberation Sans", Arial, sans-serif; }
        #elements { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
        #elements > * { position: absolute; box-sizing: border-box; margin: 0; padding: 0; border: 0; background: transparent; color: transparent; overflow: hidden; font-size: 1px; line-height: 1px; white-space: nowrap; outline-offset: -2px; }
        #elements > [data-touch] { cursor: pointer; }
        #elements > [data-touch]:hover { outline: 2px solid rgba(0, 122, 255, 0.55); }
        #elements > :focus-visible { outline: 3px solid #ff9f0a; }
        #touch-hint { min-height: 1.2em; margin: 4px 0 0; font: 12px ui-monospace, "DejaVu Sans Mono", Menlo, monospace; opacity: 0.7; }
        #message { min-height: 1.4em; max-width: 420px; font-size: 14px; white-space: pre-wrap; }
        #message.error { color: #d70015; }
        #side { flex: 1; min-width: 320px; max-width: 720px; }
        #side h2 { font-size: 14px; margin: 0 0 4px; }
        pre { font: 12px/1.35 ui-monospace, "DejaVu Sans Mono", Menlo, monospace; background: rgba(127, 127, 127, 0.12); padding: 8px; overflow: auto; max-height: 46vh; margin: 0 0 16px; }
        """##

    /// The script: draws each state, sends each gesture, listens for new states.
    static let script = ##"""
        'use strict';
        // The web client of the demo host: draws the state the server sends (the screen's picture,
        // its VoiceOver elements at their frames, the snapshot and the audit) and turns each click,
        // key, wheel and picker change into one request. No framework, no build step.
        (() => {
          const token = document.querySelector('meta[name="session-token"]').content;
          const $ = (id) => document.getElementById(id);
          let state = null;
          let queue = Promise.resolve();
          let wheel = 0;
          let wheelTimer = null;
          window.__client = { clickAt: null, renderedAt: null, renders: 0 };

          // Requests go one after another, in the order the user made them.
          function send(body) {
            queue = queue.then(async () => {
              try {
                const response = await fetch('/api/command', {
                  method: 'POST',
                  headers: { 'Content-Type': 'application/json', 'X-Session-Token': token },
                  body: JSON.stringify(body),
                });
                const text = await response.text();
                let next = null;
                try { next = JSON.parse(text); } catch (error) { next = null; }
                if (next && typeof next.version === 'number') {
                  apply(next);
                } else {
                  showMessage(`The server refused the request (${response.status}): ${text.trim()}`, true);
                }
              } catch (error) {
                showMessage('The server cannot be reached: is `serve` still running?', true);
              }
            });
            return queue;
          }

          function apply(next) {
            if (state && next.version <= state.version) return;
            state = next;
            render();
          }

          function showMessage(text, isError) {
            const message = $('message');
            message.textContent = text || '';
            message.className = isError ? 'error' : '';
          }

          function fillPicker(select, values, current) {
            const wanted = values.join('\n');
            if (select.dataset.values !== wanted) {
              select.replaceChildren(...values.map((value) => new Option(value, value)));
              select.dataset.values = wanted;
            }
            select.value = current;
          }

          function render() {
            const appPicker = $('app-picker');
            const apps = [{ id: '', title: 'Pick an app…' }].concat(state.apps);
            const wanted = apps.map((app) => app.id + '\t' + app.title).join('\n');
            if (appPicker.dataset.values !== wanted) {
              appPicker.replaceChildren(...apps.map((app) => new Option(app.title, app.id)));
              appPicker.dataset.values = wanted;
            }
            appPicker.value = state.app || '';
            const settings = state.settings;
            fillPicker($('device-picker'), settings.devices, settings.device);
            fillPicker($('appearance-picker'), settings.appearances, settings.appearance);
            fillPicker($('text-size-picker'), settings.textSizes, settings.textSize);
            fillPicker($('locale-picker'), settings.locales, settings.locale);
            $('hold-effects').checked = settings.holdsEffects;
            $('snapshot-text').textContent = state.text;
            $('audit-text').textContent = state.audit;
            showMessage(state.message ? state.message.text : '', state.message && state.message.isError);
            const screen = state.screen;
            const device = $('device');
            device.hidden = !screen;
            document.title = screen ? screen.title : 'Pick an app';
            if (screen) {
              device.style.width = screen.width + 'px';
              device.style.height = screen.height + 'px';
              const picture = $('picture');
              if (picture.dataset.svg !== screen.svg) {
                picture.innerHTML = screen.svg;
                picture.dataset.svg = screen.svg;
              }
              // Keyboard users keep their place: the element of the same name takes the focus back.
              const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.name : undefined;
              $('elements').replaceChildren(...screen.elements.map(elementNode));
              if (focused !== undefined) {
                const again = [...$('elements').children].find((node) => node.dataset.name === focused);
                if (again) again.focus();
              }
            } else {
              $('elements').replaceChildren();
            }
            document.body.dataset.version = String(state.version);
            window.__client.renderedAt = performance.now();
            window.__client.renders += 1;
          }

          function elementNode(element) {
            let node;
            const label = element.label;
            switch (element.role) {
              case 'button':
                node = document.createElement('button');
                node.type = 'button';
                node.setAttribute('aria-label', label);
                if (element.traits.includes('selected')) node.setAttribute('aria-pressed', 'true');
                if (element.traits.includes('notEnabled')) node.disabled = true;
                break;
              case 'heading':
                node = document.createElement('div');
                node.setAttribute('role', 'heading');
                node.setAttribute('aria-level', '2');
                node.textContent = label;
                break;
              case 'paragraph':
                node = document.createElement('p');
                node.textContent = label;
                break;
              default:
                node = document.createElement('div');
                node.setAttribute('role', element.role);
                node.setAttribute('aria-label', label);
                if (element.role === 'slider') node.setAttribute('aria-valuetext', label);
                break;
            }
            const frame = element.frame;
            node.style.left = frame.x + 'px';
            node.style.top = frame.y + 'px';
            node.style.width = frame.width + 'px';
            node.style.height = frame.height + 'px';
            node.dataset.name = element.name;
            if (element.touch !== undefined && element.touch !== null) {
              node.dataset.touch = String(element.touch);
              // The touch it sends shows on hover, not as a `title` (which would become the
              // accessible name of an element VoiceOver has no name for).
              node.addEventListener('mouseenter', () => { $('touch-hint').textContent = element.touchSummary; });
              node.addEventListener('mouseleave', () => { $('touch-hint').textContent = ''; });
              if (node.tabIndex < 0) node.tabIndex = 0;
              node.addEventListener('click', (event) => {
                event.stopPropagation();
                const box = node.getBoundingClientRect();
                const fraction = element.usesPosition && box.width > 0 ? (event.clientX - box.left) / box.width : null;
                window.__client.clickAt = performance.now();
                send({ kind: 'touch', version: state.version, touch: element.touch, fraction });
              });
              node.addEventListener('keydown', (event) => {
                if ((event.key === 'Enter' || event.key === ' ') && node.tagName !== 'BUTTON') {
                  event.preventDefault();
                  node.click();
                }
              });
            }
            return node;
          }

          $('elements').addEventListener('click', (event) => {
            if (event.target === $('elements') && state && state.screen) {
              window.__client.clickAt = performance.now();
              send({ kind: 'outside' });
            }
          });
          $('device').addEventListener('wheel', (event) => {
            if (!state || !state.screen) return;
            event.preventDefault();
            wheel += event.deltaY;
            if (wheelTimer) return;
            window.__client.clickAt = performance.now();
            wheelTimer = setTimeout(() => {
              const by = wheel;
              wheel = 0;
              wheelTimer = null;
              if (by !== 0) send({ kind: 'scroll', by });
            }, 60);
          }, { passive: false });
          document.addEventListener('keydown', (event) => {
            if (!state || !state.screen || !state.screen.keyboard) return;
            const target = event.target;
            if (target && (target.tagName === 'SELECT' || target.tagName === 'INPUT')) return;
            if (event.ctrlKey || event.metaKey || event.altKey) return;
            if (event.key === 'Backspace' || event.key === 'Enter') {
              event.preventDefault();
              window.__client.clickAt = performance.now();
              send({ kind: 'key', key: event.key });
            } else if (event.key.length === 1) {
              event.preventDefault();
              window.__client.clickAt = performance.now();
              send({ kind: 'type', text: event.key });
            }
          });
          $('app-picker').addEventListener('change', (event) => {
            if (event.target.value) send({ kind: 'open', app: event.target.value });
          });
          for (const select of document.querySelectorAll('select[data-setting]')) {
            select.addEventListener('change', () => send({ kind: 'settings', [select.dataset.setting]: select.value }));
          }
          $('hold-effects').addEventListener('change', (event) => send({ kind: 'settings', holdsEffects: event.target.checked }));
          $('wait-button').addEventListener('click', () => send({ kind: 'wait' }));
          $('restart-button').addEventListener('click', () => send({ kind: 'restart' }));

          // New states as they land (an effect finishing, another tab's click): no reload.
          const events = new EventSource('/api/events?token=' + encodeURIComponent(token));
          events.addEventListener('state', (event) => apply(JSON.parse(event.data)));
          send({ kind: 'state' });
        })();
        """##
}
