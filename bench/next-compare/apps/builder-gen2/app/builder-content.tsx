'use client';
// The client side of the Gen 2 page: <Content> with the entry the server component fetched
// (server-rendered, then hydrated).
import { Content, isPreviewing, type BuilderContent as Entry } from '@builder.io/sdk-react';

const PUBLIC_API_KEY = process.env.NEXT_PUBLIC_BUILDER_API_KEY!;

export function BuilderContent({ content, model }: { content: Entry | null; model: string }) {
  if (!content && !isPreviewing()) return <h1>No page here</h1>;
  return <Content content={content} model={model} apiKey={PUBLIC_API_KEY} />;
}
