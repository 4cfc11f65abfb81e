// The Gen 2 App Router page of app/[...page]/page.tsx on the edge runtime (`runtime = 'edge'`),
// served under /edge/….
import { Content, fetchOneEntry, getBuilderSearchParams, isPreviewing } from 'builder-elements';

interface PageProps {
  params: Promise<{ page: string[] }>;
  searchParams: Promise<Record<string, string>>;
}

export const runtime = 'edge';

const PUBLIC_API_KEY = process.env.NEXT_PUBLIC_BUILDER_API_KEY!;

export default async function Page(props: PageProps) {
  const { page } = await props.params;
  const searchParams = await props.searchParams;
  const urlPath = '/' + (page?.join('/') || '');

  const content = await fetchOneEntry({
    options: getBuilderSearchParams(searchParams),
    apiKey: PUBLIC_API_KEY,
    model: 'page',
    userAttributes: { urlPath },
  });

  // The visual editor previews entries that are not published yet: <Content> renders them.
  const canShowContent = content || isPreviewing(searchParams);
  if (!canShowContent) {
    return (
      <>
        <h1>404</h1>
        <p>No page is published at {urlPath}.</p>
      </>
    );
  }
  return <Content content={content} apiKey={PUBLIC_API_KEY} model="page" />;
}
