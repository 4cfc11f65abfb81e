// The entry rendered on the server as a whole <builder-content hydrate> tag (content and styles in
// a declarative shadow root, shown before any script runs), placed in the page as HTML; the tags
// bundle, loaded by a client component, hydrates it in place. Served under /tags/….
import { renderContentElementToHtml } from 'builder-elements/server';
import { BuilderElements } from '../../builder-elements';

interface PageProps {
  params: Promise<{ page: string[] }>;
}

const PUBLIC_API_KEY = process.env.NEXT_PUBLIC_BUILDER_API_KEY!;

export default async function Page(props: PageProps) {
  const { page } = await props.params;
  const urlPath = '/' + (page?.join('/') || '');

  const { html } = await renderContentElementToHtml({ apiKey: PUBLIC_API_KEY, model: 'page', url: urlPath });

  return (
    <>
      <BuilderElements />
      <main dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
