// Builder's Gen 2 App Router page (`@builder.io/sdk-react`) as written for Next.js 14, with only
// the import changed: `params` and `searchParams` are plain objects there (Next.js 15 made them
// promises). Served under /gen2/…, beside the Pages Router's catch-all page at the root.
import { Content, fetchOneEntry, getBuilderSearchParams, isPreviewing } from 'builder-elements';

interface PageProps {
  params: { page: string[] };
  searchParams: Record<string, string>;
}

const PUBLIC_API_KEY = process.env.NEXT_PUBLIC_BUILDER_API_KEY!;

export default async function Page(props: PageProps) {
  const urlPath = '/' + (props.params?.page?.join('/') || '');

  const content = await fetchOneEntry({
    options: getBuilderSearchParams(props.searchParams),
    apiKey: PUBLIC_API_KEY,
    model: 'page',
    userAttributes: { urlPath },
  });

  // The visual editor previews entries that are not published yet: <Content> renders them.
  const canShowContent = content || isPreviewing(props.searchParams);
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
