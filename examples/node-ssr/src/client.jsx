import { hydrateRoot } from 'react-dom/client';
import { BuilderContent, preloadBlocks } from 'builder-elements';

// What the server rendered with, read as data (JSON.parse), never run as script.
const props = JSON.parse(document.getElementById('builder-props').textContent);

// Lazily loaded blocks (forms, tabs, video…) first: the first client render then has every
// block in hand, as the server did, and hydrates the server's nodes in place.
await preloadBlocks(props.content);
hydrateRoot(document.getElementById('app'), <BuilderContent {...props} />);
