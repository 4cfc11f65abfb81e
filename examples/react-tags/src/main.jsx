// The tags for a React app: the peer-react build defines them with the app's React (one React
// on the page). Import it before the app renders, so React 19 sees defined elements and sets
// their properties.
import 'builder-elements/elements/peer-react';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const apiKey = import.meta.env.VITE_BUILDER_API_KEY;
const apiHost = import.meta.env.VITE_BUILDER_API_HOST; // leave undefined for the production content API

function Page() {
  const [shown, setShown] = useState('loading…');
  return (
    <>
      <p className="status">Entry: {shown}</p>
      <builder-content
        api-key={apiKey}
        api-host={apiHost}
        model="page"
        url={location.pathname}
        onload={(event) => setShown(event.detail?.name ?? 'none for this URL')}
      />
    </>
  );
}

createRoot(document.getElementById('app')).render(<StrictMode><Page /></StrictMode>);
