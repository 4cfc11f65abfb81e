// Builder's Gen 2 React SDK (@builder.io/sdk-react) in the App Router as Builder documents it for
// Next.js: the server component fetches the entry targeting the URL, and a client component
// (./builder-content.tsx, 'use client') renders it with <Content> in the browser too.
import { fetchOneEntry, getBuilderSearchParams } from '@builder.io/sdk-react';
import { BuilderContent } from '../builder-content';

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

  return <BuilderContent content={content} model="page" />;
}
