// The floor: the same Next.js app shape with no renderer, a server component writing static
// HTML. What its visitors download is Next.js and React alone.
interface PageProps {
  params: Promise<{ page?: string[] }>;
}

export default async function Page(props: PageProps) {
  const { page } = await props.params;
  const urlPath = '/' + (page?.join('/') ?? '');
  return (
    <main>
      <h1>Plain page</h1>
      <p>Static HTML for {urlPath}, written by a server component, no content renderer.</p>
    </main>
  );
}
