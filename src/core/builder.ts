/**
 * The `Builder` class: the public face of the core, with the names Builder's users know. It
 * holds the settings (API key, environment, tracking consent…) and delegates every job to a
 * one-concern module: content-client, ab-test, cookies, url-params, and tracking (the pipeline
 * of session, tracking-events and tracking-queue).
 */
import { runAction, registerAction, type BuilderAction } from './actions.ts';
import { applyVariation, createTestCookies, isAbTest, selectVariation, type TestCookies } from './ab-test.ts';
import { registerComponent, type ComponentSpec } from './components.ts';
import { createContentClient, type ContentCache, type ContentClient } from './content-client.ts';
import { prepareEntry } from './content-entry.ts';
import { contentRequest, type GetContentOptions } from './content-request.ts';
import { DEFAULT_API_VERSION } from './content-url.ts';
import {
  browserCookies,
  serverCookies,
  type CookieJar,
  type CookieOptions,
  type ServerRequest,
  type ServerResponse,
} from './cookies.ts';
import { apiHostFor, apiHostOf, isEnvironment, type Environment } from './environments.ts';
import { registeredTrustedHosts, registerTrustedHost, setRegisteredTrustedHosts } from './editing/trusted-hosts.ts';
import { IGNORED_URL_PARAMETER, SDK_NOT_INITIALIZED, warnOnce } from './errors.ts';
import { heatMapData, type ClickPosition } from './heatmap.ts';
import { createSubject, type Observable } from './observable.ts';
import { isBrowser, isEditing, isIframe, isPreviewing, isServer, pageSearch } from './runtime.ts';

export type { GetContentOptions };

/** Per-call options of the tracking methods. */
export interface TrackOptions {
  /** The space the event belongs to, when it is not the instance's `apiKey`. */
  apiKey?: string | null;
  /** Where the event goes, when not to the instance's `host`: the API host of the content tree that tracks it. */
  apiHost?: string | null;
}
import { currentTrackingContent } from './tracking-content.ts';
import { defaultCanTrack, trackingApplies } from './tracking-permission.ts';
import { createTracker, type Tracker } from './tracking.ts';
import type { BuilderContent } from './types.ts';
import { readUrlParams, type UrlParams } from './url-params.ts';
import { userAttributesFor, type UserAttributes } from './user-attributes.ts';

/** The page URL's `builder.*` parameters; each ignored one is reported once. */
function pageUrlParams(): UrlParams {
  const url = readUrlParams(pageSearch());
  for (const error of url.errors) warnOnce(`url-parameter:${error}`, IGNORED_URL_PARAMETER, error);
  return url;
}

/**
 * Builder's API: fetch content, choose A/B variations, track. Use the page-wide `builder`
 * instance in the browser; on a server, one instance per request (`new Builder(key, req, res)`).
 *
 * @example
 * builder.init('YOUR_API_KEY');
 * builder.get('page', { url: location.pathname }).subscribe((page) => render(page), console.error);
 */
export class Builder {
  static get isBrowser(): boolean {
    return isBrowser();
  }
  static get isServer(): boolean {
    return isServer();
  }
  static get isIframe(): boolean {
    return isIframe();
  }
  static get isEditing(): boolean {
    return isEditing();
  }
  static get isPreviewing(): boolean {
    return isPreviewing();
  }

  /** Registers a component for content to use (see `src/core/components.ts`). */
  static registerComponent<C>(component: C | undefined, spec: ComponentSpec<C>): ComponentSpec<C> {
    return registerComponent(component, spec);
  }
  /** Lets frames on `host` edit the page (spec §6), page-wide; `*.example.com` trusts its subdomains. */
  static registerTrustedHost(host: string): void {
    registerTrustedHost(host);
  }
  static registerAction(action: BuilderAction): void {
    registerAction(action);
  }
  /** Throws `Action not found: <name>` for an unregistered action. */
  static runAction(nameOrAction: string | BuilderAction, ...args: unknown[]): unknown {
    return runAction(nameOrAction, ...args);
  }

  // Fields are declared and assigned in the constructor: class-field initialisers would cost a
  // defineProperty helper per field in the es2020 bundle (the core has a size budget).
  declare apiKey: string | null;
  declare authToken: string | null;
  /** `'v1'` or `'v3'`; anything else makes content requests fail with `Invalid apiVersion…`. */
  declare apiVersion: string;
  /** An explicit API host (e.g. a local content service); beats the environment table. */
  declare apiHost: string | null;
  /** Keys per content request when several are made in one tick (default 1). */
  declare contentPerRequest: number;
  declare cachebust: boolean;
  declare noCache: boolean;
  declare preview: boolean;
  /** Where this instance keeps content results (read at its first request); its own by default. */
  declare contentCache?: ContentCache;

  /** Unset until first needed: then the page URL's `builder.env` or `'production'` (see `currentEnv`). */
  declare private environment?: Environment;
  /** Unset until `canTrack` is first read or written (then `defaultCanTrack()`, read at that moment). */
  declare private tracking?: boolean;
  declare private userAttributeOverrides: Record<string, unknown>;
  declare private request?: ServerRequest;
  declare private response?: ServerResponse;
  declare private browserJar?: CookieJar;
  // Made on first use (see `track`): the page's `builder` is created when the kit is imported.
  declare private contentClient?: ContentClient;
  declare private testCookies?: TestCookies;
  /** The tracking pipeline (tracking.ts), made by the first `track` call that applies. */
  declare private tracker?: Tracker;

  constructor(apiKey: string | null = null, request?: ServerRequest, response?: ServerResponse) {
    this.apiKey = apiKey;
    this.authToken = this.apiHost = null;
    this.apiVersion = DEFAULT_API_VERSION;
    this.contentPerRequest = 1;
    this.cachebust = this.noCache = this.preview = false;
    this.request = request;
    this.response = response;
    this.userAttributeOverrides = {};
  }

  /** The environment, reading the page URL the first time (not on import: the page's `builder` is made then). */
  private currentEnv(): Environment {
    if (!this.environment) {
      this.environment = pageUrlParams().env ?? 'production';
    }
    return this.environment;
  }

  /**
   * Sets the API key and tracking consent (and, on the server, the request/response whose
   * cookies and address are used). Returns the instance.
   */
  init(
    apiKey: string,
    canTrack: boolean = defaultCanTrack(),
    req?: ServerRequest,
    res?: ServerResponse,
    authToken?: string | null,
    apiVersion?: string,
  ): this {
    if (req) this.request = req;
    if (res) this.response = res;
    this.apiKey = apiKey;
    this.canTrack = canTrack;
    if (authToken) this.authToken = authToken;
    if (apiVersion) this.apiVersion = apiVersion;
    return this;
  }

  /** The environment (`production` unless the page URL or code chose another valid one). */
  get env(): Environment {
    return this.currentEnv();
  }
  set env(value: Environment) {
    if (isEnvironment(value)) this.environment = value;
  }

  /** The hosts the site added to the trusted editor hosts (page-wide); assigning replaces them. */
  get trustedHosts(): string[] {
    return registeredTrustedHosts();
  }
  set trustedHosts(hosts: string[]) {
    setRegisteredTrustedHosts(hosts ?? []);
  }

  /** The host content and tracking requests go to, unless a call (a content tree) names its own `apiHost`. */
  get host(): string {
    return apiHostFor(this.currentEnv(), this.apiHost);
  }

  /** Whether the visitor allows tracking. Turning it on writes the queued A/B cookies and sends queued events. */
  get canTrack(): boolean {
    return (this.tracking ??= defaultCanTrack());
  }
  set canTrack(value: boolean) {
    // Nothing is queued before the helpers exist.
    if ((this.tracking = !!value)) {
      this.testCookies?.flush();
      this.tracker?.schedule();
    }
  }

  /** Adds targeting attributes to every later content query and tracking event. */
  setUserAttributes(attributes: Record<string, unknown>): void {
    Object.assign(this.userAttributeOverrides, attributes);
  }

  /** `{ urlPath, host, device }` of the current page, plus the URL's and the site's attributes. */
  getUserAttributes(): UserAttributes {
    const req = this.request;
    const userAgent = req ? String(req.headers['user-agent'] ?? '') : isBrowser() ? navigator.userAgent : undefined;
    const pageUrl = req
      ? req.headers.host
        ? `http://${String(req.headers.host)}${req.url ?? '/'}`
        : req.url
      : isBrowser()
        ? location.href
        : undefined;
    return userAttributesFor(pageUrl, userAgent, { ...pageUrlParams().userAttributes, ...this.userAttributeOverrides });
  }

  /** The first matching entry of `model` (or `null`), as an observable. */
  get(model: string, options: GetContentOptions = {}): Observable<BuilderContent | null> {
    return this.getContent(model, options).map((entries) => entries[0] ?? null);
  }

  /** Every matching entry of `model` (30 at most unless `limit` says otherwise). */
  getAll(model: string, options: GetContentOptions = {}): Promise<BuilderContent[]> {
    return this.getContent(model, { limit: 30, noTraverse: true, ...options }).promise();
  }

  /**
   * The matching entries of `model` as this visitor sees them (A/B variations chosen), as an
   * observable. On a server, `req`/`res` make the call target that request and keep its A/B
   * cookie, as an instance made for it would.
   */
  getContent(model: string, options: GetContentOptions = {}): Observable<BuilderContent[]> {
    this.apiKey ??= options.apiKey ?? null;
    this.authToken ??= options.authToken ?? null;
    const call = options.req
      ? Object.assign(new Builder(), this, { request: options.req, response: options.res, testCookies: undefined })
      : this;
    return call.fetchContent(model, options).map((entries) => entries.map((entry) => call.chooseVariation(entry)));
  }

  /**
   * The matching entries as the service sent them (frozen, no variation chosen), adopting no
   * setting: what the renderer fetches with, its own API key and host passed per call. Given
   * `initialContent`, those entries (not frozen) and no request; a refused option fails it.
   * @internal
   */
  fetchContent(model: string, options: GetContentOptions = {}): Observable<BuilderContent[]> {
    const result = createSubject<BuilderContent[]>();
    if (options.initialContent) {
      result.next(options.initialContent.map(prepareEntry));
      return result;
    }
    try {
      const userAttributes = options.userAttributes ?? this.getUserAttributes();
      const { shared, item } = contentRequest(model, options, this, pageUrlParams(), userAttributes);
      this.contentClient ??= createContentClient({
        contentPerRequest: () => this.contentPerRequest,
        cache: this.contentCache,
      });
      return this.contentClient.request(shared, item, { cache: options.cache });
    } catch (error) {
      result.error(error);
      return result;
    }
  }

  /**
   * `content` as this visitor sees it: the A/B variation forced by the page URL, stored in the
   * cookie, or drawn now (and stored once tracking is allowed). For content passed in inline.
   * With no visitor to ask (a server render without a request) it is the default variation.
   */
  chooseVariation(content: BuilderContent): BuilderContent {
    if (!isAbTest(content)) return content;
    if (!this.cookies()) return applyVariation(content, content.id);
    const tests = (this.testCookies ??= createTestCookies(
      () => this.cookies(),
      () => this.canTrack,
    ));
    const { content: shown, remember } = selectVariation(content, {
      cookie: tests.read(content.id),
      forced: pageUrlParams().tests[content.id],
    });
    if (remember) tests.write(content.id, remember);
    return shown;
  }

  /**
   * Queues a tracking event (spec §7) for `options.apiHost`, else this instance's host. Does
   * nothing off the browser, in the editor, in a preview or outside production; logs an error
   * when no API key is set.
   */
  track(
    type: string,
    properties: Record<string, unknown> = {},
    { apiKey = this.apiKey, apiHost }: TrackOptions = {},
  ): void {
    if (!trackingApplies(this.currentEnv())) return;
    if (!apiKey) {
      console.error(SDK_NOT_INITIALIZED);
      return;
    }
    // A tree's own host is fixed now; the instance's is read when the queue sends.
    (this.tracker ??= createTracker(this, () => this.cookies())).push(
      type,
      properties,
      apiKey,
      this.getUserAttributes(),
      apiHost ? apiHostOf(apiHost) : null,
    );
  }

  trackImpression(
    contentId: string,
    variationId?: string,
    metadata?: Record<string, unknown>,
    options?: TrackOptions,
  ): void {
    this.track('impression', { contentId, variationId, metadata }, options);
  }

  /** A click, with heat-map data; `unique` is true for the visitor's first click on the content. */
  trackInteraction(
    contentId: string,
    variationId?: string,
    alreadyTrackedOne = false,
    event?: ClickPosition,
    options?: TrackOptions,
  ): void {
    const { targetBuilderElement, metadata } = event
      ? heatMapData(event)
      : { targetBuilderElement: undefined, metadata: {} };
    this.track(
      'click',
      { contentId, variationId, unique: !alreadyTrackedOne, targetBuilderElement, metadata },
      options,
    );
  }

  /**
   * A conversion, credited by default to the page's current content (`setTrackingContent`), and
   * then sent to that content's API host unless `options` name one. `amount` is left out when
   * not given; `customProperties` are sent as `meta`.
   */
  trackConversion(
    amount?: number,
    contentId?: string | Record<string, unknown>,
    variationId?: string,
    customProperties?: Record<string, unknown>,
    context?: unknown,
    options?: TrackOptions,
  ): void {
    if (contentId && typeof contentId === 'object') {
      customProperties = contentId; // the reference SDK's (amount, meta) form
      contentId = undefined;
    }
    const current = contentId ? undefined : currentTrackingContent();
    this.track(
      'conversion',
      {
        contentId: contentId ?? current?.contentId,
        variationId: variationId ?? current?.variationId,
        amount,
        meta: customProperties,
        context,
      },
      { ...options, apiHost: options?.apiHost ?? current?.apiHost },
    );
  }

  getCookie(name: string): string | undefined {
    return this.cookies()?.get(name);
  }

  /** Sets a cookie for the site (no consent check: the kit's own cookies never go through here). */
  setCookie(name: string, value: string, options?: CookieOptions): void {
    this.cookies()?.set(name, value, options);
  }

  private cookies(): CookieJar | undefined {
    if (this.request) return serverCookies(this.request, this.response);
    return isBrowser() ? (this.browserJar ??= browserCookies()) : undefined;
  }
}
