// Builder's RSC SDK (@builder.io/sdk-react-nextjs) as its README shows it for the App Router:
// an async server component fetches the entry targeting the URL and renders <Content>.
import { Content, fetchOneEntry, getBuilderSearchParams, isPreviewing } from '@builder.io/sdk-react-nextjs';

interface PageProps {
  params: Promise<{ page?: string[] }>;
  searchParams: Promise<Record<string, string>>;
}

const PUBLIC_API_KEY = process.env.NEXT_PUBLIC_BUILDER_API_KEY!;

export default async function Page(props: PageProps) {
  const { page } = await props.params;
  const searchParams = await props.searchParams;
  const urlPath = '/' + (page?.join('/') ?? '');

  const content = await fetchOneEntry({
    options: getBuilderSearchParams(searchParams),
    apiKey: PUBLIC_API_KEY,
    model: 'page',
    userAttributes: { urlPath },
  });

  if (!content && !isPreviewing(searchParams)) return <h1>No page at {urlPath}</h1>;
  return <Content content={content} apiKey={PUBLIC_API_KEY} model="page" />;
}
