// Builder's Gen 1 Pages Router page (`@builder.io/react`), with only the import changed: every
// page listed at build time (getStaticPaths), each one fetched for its URL and regenerated at most
// every 5 seconds (getStaticProps), rendered with <BuilderComponent>.
import { builder, BuilderComponent, useIsPreviewing } from 'builder-elements';
import type { BuilderContent } from 'builder-elements';
import type { GetStaticPaths, GetStaticProps } from 'next';
import DefaultErrorPage from 'next/error';
import Head from 'next/head';

builder.init(process.env.NEXT_PUBLIC_BUILDER_API_KEY!);

export const getStaticProps: GetStaticProps = async ({ params }) => {
  const urlPath = '/' + ((params?.page as string[] | undefined)?.join('/') || '');
  const page = await builder
    .get('page', {
      userAttributes: { urlPath },
      options: { enrich: true },
    })
    .toPromise();

  return {
    props: { page: page || null },
    revalidate: 5,
  };
};

export const getStaticPaths: GetStaticPaths = async () => {
  // Every published page, whatever its targeting; only their URLs are needed.
  const pages = await builder.getAll('page', {
    fields: 'data.url',
    options: { noTargeting: true },
  });

  return {
    paths: pages.map((page) => `${page.data?.url}`),
    fallback: 'blocking',
  };
};

export default function Page({ page }: { page: BuilderContent | null }) {
  const isPreviewing = useIsPreviewing();

  // No entry for this URL: Next's 404, except in the visual editor's preview of a new entry.
  if (!page && !isPreviewing) {
    return <DefaultErrorPage statusCode={404} />;
  }

  return (
    <>
      <Head>
        <title>{page?.data?.title}</title>
      </Head>
      <BuilderComponent model="page" content={page || undefined} />
    </>
  );
}
