/**
 * The demo site (demo/site, demo/content) passes axe-core's WCAG 2.1 A and AA rules with no
 * violation, at a desktop and a mobile width. Each page is rendered the way the demo server
 * shows it: the site's shell page (index.html or elements.html, fetched from the local content
 * service) with its stylesheet, `<builder-content>` pointed at the service with the demo key
 * and the page's path as app.js sets it, fetched symbols included. Relative URLs (the
 * stylesheet, `/assets/…` images in content) resolve against the service through a `<base>`,
 * as they would on the service's own origin. axe sees into the open shadow roots.
 *
 * Every entry of demo/content/page is a case at its first `data.url` (drafts previewed with
 * `builder.preview=page`, each A/B variation forced by `builder.tests.<id>`, localized pages
 * also in each language of the header's select), plus the shell's not-found fallback and
 * /elements.html.
 */
import axe from 'axe-core';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/index.ts';
import demoPageFiles from 'dir-listing:../../demo/content/page';
import { testEnv } from '../helpers/browser.ts';

const { serviceUrl } = testEnv();
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
];
/** How long a page may take to render and settle (fetches, symbols, images, animations). */
const SETTLE_LIMIT_MS = 15_000;
/** Animation frames the page must stay the same, everything loaded, before axe runs. */
const STABLE_FRAMES = 3;

interface PageEntry {
  id: string;
  published?: string;
  data?: { url?: string | string[] };
  variations?: Record<string, { data?: unknown }>;
}

interface DemoCase {
  name: string;
  /** The shell page the service answers with: `/` (index.html for every page path) or `/elements.html`. */
  shell: string;
  /** The path in the address bar (what app.js gives `<builder-content url>`). */
  path: string;
  /** `builder.*` parameters added to the address bar. */
  params?: Record<string, string>;
  /** The language picked in the header's select (app.js sets `locale`). */
  locale?: string;
  /**
   * The content ids that must have rendered (the page or variation and the symbols it places),
   * so a page that failed to show is not passed for its fallback; none: the fallback shows.
   */
  shows: string[];
}

const shells = new Map<string, Promise<Document>>();

/** The service's answer for `path`, parsed (not run). */
function shell(path: string): Promise<Document> {
  let parsed = shells.get(path);
  if (!parsed) {
    parsed = fetch(new URL(path, serviceUrl)).then(async (response) => {
      if (!response.ok) throw new Error(`${path}: the service answered ${response.status}`);
      return new DOMParser().parseFromString(await response.text(), 'text/html');
    });
    shells.set(path, parsed);
  }
  return parsed;
}

async function pageEntries(): Promise<PageEntry[]> {
  const names = demoPageFiles.filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -'.json'.length));
  return Promise.all(
    names.map(async (name) => (await import(`../../demo/content/page/${name}.json`)).default as PageEntry),
  );
}

/** The entries its Symbol blocks place (`options.symbol.entry`). */
function symbolIds(value: unknown, found = new Set<string>()): string[] {
  if (Array.isArray(value)) value.forEach((item) => symbolIds(item, found));
  else if (value && typeof value === 'object') {
    const symbol = (value as { symbol?: { entry?: unknown } }).symbol;
    if (typeof symbol?.entry === 'string') found.add(symbol.entry);
    Object.values(value).forEach((item) => symbolIds(item, found));
  }
  return [...found];
}

/** Every way the demo site shows its pages. */
async function demoCases(): Promise<DemoCase[]> {
  const index = await shell('/');
  const locales = [...index.querySelectorAll<HTMLOptionElement>('#locale-select option')]
    .map((option) => option.value)
    .filter(Boolean);
  const cases: DemoCase[] = [];
  for (const entry of await pageEntries()) {
    const url = entry.data?.url;
    const path = (Array.isArray(url) ? url[0] : url) ?? '/';
    const params: Record<string, string> = {};
    if (entry.published !== 'published') params['builder.preview'] = 'page';
    const variations = Object.keys(entry.variations ?? {});
    const shown = variations.length ? [entry.id, ...variations] : [undefined];
    for (const variation of shown) {
      const forced = variation ? { [`builder.tests.${entry.id}`]: variation } : {};
      const name = `${entry.id} at ${path}${variation ? ` (variation ${variation})` : ''}`;
      const data = variation && variation !== entry.id ? entry.variations?.[variation]?.data : entry.data;
      const shows = [variation ?? entry.id, ...symbolIds(data)];
      cases.push({ name, shell: '/', path, params: { ...params, ...forced }, shows });
      if (JSON.stringify(data).includes('@builder.io/core:LocalizedValue')) {
        for (const locale of locales)
          cases.push({
            name: `${name} in ${locale}`,
            shell: '/',
            path,
            params: { ...params, ...forced },
            locale,
            shows,
          });
      }
    }
  }
  cases.push({ name: "the shell's not-found fallback", shell: '/', path: '/no-demo-page-here', shows: [] });
  const elementsPage = await shell('/elements.html');
  const symbols = [...elementsPage.querySelectorAll('builder-content[entry]')].map((element) =>
    element.getAttribute('entry')!,
  );
  cases.push({
    name: '/elements.html (block tags in HTML)',
    shell: '/elements.html',
    path: '/elements.html',
    shows: symbols,
  });
  return cases;
}

/** What a shown page added to the test page, to take away afterwards. */
interface Mounted {
  nodes: Node[];
  title: string;
  lang: string | null;
  href: string;
}

/**
 * Shows `kase` in this document: the shell's `lang`, title, head links and meta, its body
 * (scripts left out), with what app.js (or elements.html's inline script) sets before the
 * elements bundle loads.
 */
async function show(kase: DemoCase): Promise<Mounted> {
  const site = await shell(kase.shell);
  const mounted: Mounted = {
    nodes: [],
    title: document.title,
    lang: document.documentElement.getAttribute('lang'),
    href: location.href,
  };
  const address = new URL(kase.path, location.origin);
  address.search = location.search;
  for (const [name, value] of Object.entries(kase.params ?? {})) address.searchParams.set(name, value);
  // Absolute: with the <base> in place a path would resolve against the service's origin.
  history.replaceState(null, '', address.href);
  document.documentElement.lang = site.documentElement.lang;
  document.title = site.title;

  const stylesheets: Promise<unknown>[] = [];
  for (const node of site.head.querySelectorAll('meta[name], link')) {
    const copy = document.importNode<Element>(node, true);
    if (copy instanceof HTMLLinkElement && copy.rel === 'stylesheet') {
      stylesheets.push(
        new Promise((resolve, reject) => {
          copy.addEventListener('load', resolve, { once: true });
          copy.addEventListener('error', () => reject(new Error(`${copy.href} did not load`)), { once: true });
        }),
      );
    }
    document.head.append(copy);
    mounted.nodes.push(copy);
  }
  await Promise.all(stylesheets);

  const body = [...site.body.childNodes]
    .filter((node) => !(node instanceof HTMLScriptElement))
    .map((node) => document.importNode(node, true));
  const holder = document.createDocumentFragment();
  holder.append(...body);
  // app.js: the page content comes from this service, for the path in the address bar, in the picked language.
  const content = holder.querySelector('#page-content');
  if (content) {
    content.setAttribute('api-host', serviceUrl);
    content.setAttribute('url', kase.path);
    if (kase.locale) content.setAttribute('locale', kase.locale);
  }
  const select = holder.querySelector<HTMLSelectElement>('#locale-select');
  if (select) select.value = kase.locale ?? '';
  for (const link of holder.querySelectorAll('.site-nav a')) {
    if (link.getAttribute('href') === kase.path) link.setAttribute('aria-current', 'page');
  }
  // elements.html: the tags that read content or post forms talk to the service.
  for (const element of holder.querySelectorAll('.needs-host')) element.setAttribute('api-host', serviceUrl);
  mounted.nodes.push(...body);
  document.body.prepend(holder);
  return mounted;
}

function hide(mounted: Mounted): void {
  for (const node of mounted.nodes) node.parentNode?.removeChild(node);
  document.title = mounted.title;
  if (mounted.lang === null) document.documentElement.removeAttribute('lang');
  else document.documentElement.lang = mounted.lang;
  history.replaceState(null, '', mounted.href);
}

/** Every element of the document, inside open shadow roots too. */
function allElements(root: ParentNode = document, found: Element[] = []): Element[] {
  for (const element of root.querySelectorAll('*')) {
    found.push(element);
    if (element.shadowRoot) allElements(element.shadowRoot, found);
  }
  return found;
}

/** The document's markup, shadow roots included: unchanged across frames once rendering has settled. */
function snapshot(elements: Element[]): string {
  const parts = [document.body.innerHTML];
  for (const element of elements) if (element.shadowRoot) parts.push(element.shadowRoot.innerHTML);
  return parts.join('\n');
}

const NOT_SHOWN = new Set(['style', 'script', 'template', 'slot']);

/** What the page is still waiting for, or '' once everything it shows has arrived. */
function waitingFor(elements: Element[]): string {
  for (const element of elements) {
    const tag = element.localName;
    if (tag.includes('-') && !customElements.get(tag)) return `<${tag}> to be defined`;
    if (tag === 'builder-content') {
      if (element.hasAttribute('loading')) return `<builder-content ${attributesOf(element)}> to load`;
      const root = element.shadowRoot ?? element;
      if (!element.hasAttribute('no-content') && !root.querySelector('[builder-content-id], [builder-model]')) {
        return `<builder-content ${attributesOf(element)}> to render its content`;
      }
    }
    if (
      element.classList.contains('builder-symbol') &&
      ![...element.children].some((child) => !NOT_SHOWN.has(child.localName))
    ) {
      return `the symbol ${attributesOf(element)} to render`;
    }
    if (element instanceof HTMLImageElement && element.loading !== 'lazy' && !element.complete)
      return `the image ${element.src} to load`;
  }
  const running = document.getAnimations().find((animation) => {
    const end = animation.effect?.getComputedTiming().endTime;
    return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
  });
  if (running) return 'animations and transitions to finish';
  if (document.fonts.status !== 'loaded') return 'fonts to load';
  return '';
}

function attributesOf(element: Element): string {
  return [...element.attributes]
    .filter((a) => ['id', 'url', 'entry', 'model', 'class', 'builder-id'].includes(a.name))
    .map((a) => `${a.name}="${a.value}"`)
    .join(' ');
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Polls each frame until the page has everything it shows and its DOM stays the same for STABLE_FRAMES frames. */
async function settle(what: string): Promise<void> {
  const start = performance.now();
  let last = '';
  let stable = 0;
  for (;;) {
    await frame();
    const elements = allElements();
    const waiting = waitingFor(elements);
    const now = snapshot(elements);
    stable = !waiting && now === last ? stable + 1 : 0;
    last = now;
    if (stable >= STABLE_FRAMES) return;
    if (performance.now() - start > SETTLE_LIMIT_MS) {
      throw new Error(
        `${what} did not settle within ${SETTLE_LIMIT_MS} ms: ${waiting ? `still waiting for ${waiting}` : 'its DOM kept changing'}`,
      );
    }
  }
}

/** Fails unless the case's content (or, for none, the shell's fallback) is what shows. */
function expectShown(kase: DemoCase): void {
  const rendered = allElements()
    .map((element) => element.getAttribute('builder-content-id'))
    .filter(Boolean);
  const missing = kase.shows.filter((id) => !rendered.includes(id));
  if (missing.length)
    throw new Error(
      `${kase.name}: ${missing.join(', ')} did not render (rendered: ${rendered.join(', ') || 'nothing'})`,
    );
  if (!kase.shows.length) {
    const content = document.querySelector('#page-content');
    if (rendered.length || !content?.hasAttribute('no-content'))
      throw new Error(`${kase.name}: expected the fallback, rendered ${rendered.join(', ')}`);
  }
}

/** A target inside shadow roots is a list of selectors, one per tree. */
function target(node: axe.NodeResult): string {
  return node.target.map((selector) => (Array.isArray(selector) ? selector.join(' >> ') : String(selector))).join(', ');
}

function report(violations: axe.Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const summary = (node.failureSummary ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .join(' ');
        return `    - ${target(node)}\n      ${summary}`;
      });
      return `  ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} [${violation.nodes.length} node(s)]\n${nodes.join('\n')}`;
    })
    .join('\n');
}

const cases = await demoCases();
const base = document.createElement('base');

before(() => {
  base.href = `${serviceUrl}/`;
  document.head.prepend(base);
});

after(() => base.remove());

for (const { name: widthName, width, height } of WIDTHS) {
  describe(`demo pages at ${width}px (${widthName}) pass axe-core WCAG 2.1 A and AA`, () => {
    before(() => setViewport({ width, height }));

    for (const kase of cases) {
      it(kase.name, async function () {
        this.timeout(SETTLE_LIMIT_MS + 15_000);
        const mounted = await show(kase);
        try {
          await settle(kase.name);
          expectShown(kase);
          const results = await axe.run(document, {
            runOnly: { type: 'tag', values: WCAG_TAGS },
            resultTypes: ['violations'],
          });
          if (results.violations.length) {
            throw new Error(
              `axe-core found ${results.violations.length} rule(s) violated on ${kase.name} at ${width}px:\n${report(results.violations)}`,
            );
          }
        } finally {
          hide(mounted);
        }
      });
    }
  });
}
