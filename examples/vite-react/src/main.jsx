import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BuilderContent } from 'builder-elements';

const apiKey = import.meta.env.VITE_BUILDER_API_KEY;
const apiHost = import.meta.env.VITE_BUILDER_API_HOST; // leave undefined for the production content API

function Page() {
  return (
    <BuilderContent
      model="page"
      apiKey={apiKey}
      apiHost={apiHost}
      url={location.pathname}
      notFound={<p>No page targets {location.pathname}.</p>}
      onLoad={(content) => { if (content?.data?.title) document.title = content.data.title; }}
    />
  );
}

createRoot(document.getElementById('app')).render(<StrictMode><Page /></StrictMode>);
