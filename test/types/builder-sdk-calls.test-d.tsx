/// <reference types="node" />
/**
 * Compiled only (`npm run typecheck`): the calls Builder's own SDKs document, as their users
 * write them, with only the import changed. Gen 1 (`@builder.io/react` / `@builder.io/sdk`) in a
 * Next.js Pages Router page, Gen 2 (`@builder.io/sdk-react`) in an App Router page. Next.js's own
 * types are stood in for by the few shapes used here. Lines marked `@ts-expect-error` must stay
 * errors.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  builder,
  Builder,
  BuilderComponent,
  BuilderContent,
  Content,
  fetchEntries,
  fetchOneEntry,
  getBuilderSearchParams,
  isPreviewing,
  useIsPreviewing,
  type BuilderContent as Entry,
} from '../../src/index.ts';

builder.init('YOUR_API_KEY');

// ---- Gen 1: pages/[[...page]].tsx -----------------------------------------------------------

interface StaticPropsContext {
  params?: { page?: string[] };
}

export async function getStaticProps({ params }: StaticPropsContext) {
  const page = await builder
    .get('page', {
      userAttributes: { urlPath: '/' + (params?.page?.join('/') || '') },
      // Untargeted attributes keep the CDN cache shared between visitors.
      options: { includeRefs: true },
      cachebust: process.env.NODE_ENV !== 'production',
    })
    .toPromise();
  return { props: { page: page || null }, revalidate: 5 };
}

export async function getStaticPaths() {
  const pages = await builder.getAll('page', { fields: 'data.url', options: { noTargeting: true } });
  return { paths: pages.map((page) => `${String(page.data?.url)}`), fallback: true };
}

export function Gen1Page({ page }: { page: Entry | null }) {
  const isPreviewing = useIsPreviewing();
  if (!page && !isPreviewing) return <h1>404</h1>;
  return (
    <>
      <title>{String(page?.data?.title ?? '')}</title>
      <BuilderComponent
        model="page"
        content={page || undefined}
        options={{ includeRefs: true, cachebust: true, options: { noTargeting: true } }}
      />
    </>
  );
}

// The other documented forms of the two calls and their options.
export async function gen1Calls(req: IncomingMessage, res: ServerResponse, fresh: Entry) {
  const posts = await builder.getAll('blog-article', {
    key: 'articles:all',
    limit: 200,
    offset: 0,
    omit: 'data.blocks',
    fields: 'id,name,data.title',
    query: { 'data.tag': 'coffee', 'data.price': { $gt: 20 } },
    sort: { createdDate: -1 },
    cacheSeconds: 60,
    staleCacheSeconds: 86400,
    includeUnpublished: false,
    noTraverse: true,
    enrich: true,
    enrichOptions: { enrichLevel: 2, model: { product: { fields: 'id,data.price', omit: 'data.internal' } } },
    options: { noTargeting: true, includeRefs: true, includeUnpublished: true },
    noTargeting: true,
    cachebust: true,
    noCache: true,
    locale: 'fr-FR',
    prerender: false,
    static: true,
    format: 'html',
    rev: 'abc',
    fetchOptions: { next: { revalidate: 60 } },
  });
  const bySlug = await builder
    .get('blog-article', {
      query: { data: { slug: 'espresso' } },
      entry: 'abc123',
      alias: 'article',
      apiKey: 'OTHER',
      authToken: 'tok',
      apiVersion: 'v3',
    })
    .promise();
  const onServer = await builder
    .get('page', {
      req,
      res,
      url: '/shoes',
      includeRefs: true,
      initialContent: [fresh],
      userAttributes: { urlPath: '/', device: '_' },
    })
    .toPromise();
  builder
    .get('announcement-bar', {
      cache: true,
      preview: true,
      model: 'announcement-bar',
      noEditorUpdates: true,
      noWrap: true,
    })
    .subscribe(
      (bar) => bar?.data,
      (error: unknown) => error,
    );
  // @ts-expect-error sort directions are 1 or -1
  void builder.getAll('page', { sort: { createdDate: 'desc' } });
  return [posts, bySlug, onServer, new Builder('KEY', req, res)];
}

export function Gen1Data() {
  return (
    <BuilderContent
      model="announcement-bar"
      options={{ query: { 'data.active': true }, options: { noTargeting: true } }}
    >
      {(data, loading) => (loading ? <p>Loading…</p> : <a href={data?.link}>{data?.text}</a>)}
    </BuilderContent>
  );
}

// ---- Gen 2: app/[...page]/page.tsx ------------------------------------------------------------

interface PageProps {
  params: { page?: string[] };
  searchParams: Record<string, string>;
}

export async function Gen2Page(props: PageProps) {
  const content = await fetchOneEntry({
    model: 'page',
    apiKey: 'YOUR_API_KEY',
    options: getBuilderSearchParams(props.searchParams),
    userAttributes: { urlPath: '/' + (props.params?.page?.join('/') || '') },
  });
  if (!content && !isPreviewing(props.searchParams)) return <h1>404</h1>;
  return <Content content={content} model="page" apiKey="YOUR_API_KEY" />;
}

export async function gen2Calls(search: URLSearchParams) {
  return fetchEntries({
    model: 'blog-article',
    apiKey: 'YOUR_API_KEY',
    query: { 'data.tag': 'coffee' },
    userAttributes: null,
    options: search,
    locale: 'fr-FR',
    limit: 10,
    offset: 10,
    canTrack: false,
    enrich: true,
    includeUnpublished: false,
    apiVersion: 'v3',
    fields: 'id,data.title',
    omit: 'data.blocks',
    sort: { createdDate: -1 },
    cacheSeconds: 60,
    staleCacheSeconds: 86400,
    fetch: (url, init) => fetch(url, init),
    fetchOptions: { next: { revalidate: 60 } },
    apiHost: 'https://cdn.builder.io',
  });
}
