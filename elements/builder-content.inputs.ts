/** The attributes (and properties) of `<builder-content>`: the only place they are declared. */
import { defineInputs } from '../src/core/index.ts';

export const contentElementInputs = defineInputs([
  { name: 'apiKey', type: 'string', helperText: "API key of the space; defaults to <builder-init>'s" },
  {
    name: 'model',
    type: 'string',
    defaultValue: 'page',
    helperText: 'Model to fetch (page, symbol, a section model…)',
  },
  { name: 'entry', type: 'string', helperText: 'Fetch this entry id instead of the one targeting the page URL' },
  { name: 'url', type: 'string', helperText: "Page URL used for targeting; defaults to the current page's" },
  { name: 'locale', type: 'string', helperText: 'Locale for fetching and for localized values' },
  { name: 'options', type: 'object', helperText: 'Extra query options for the fetch (query, includeRefs, …) as JSON' },
  { name: 'data', type: 'object', helperText: "Merged over the content's initial state, as JSON" },
  { name: 'context', type: 'object', helperText: 'Readable in expressions as context, as JSON' },
  { name: 'content', type: 'json', helperText: 'The entry to render (skips the fetch), as JSON or as a property' },
  { name: 'canTrack', type: 'boolean', defaultValue: true, helperText: '"false" turns tracking and its cookies off' },
  { name: 'apiHost', type: 'string', helperText: 'Content API host (a local content service, a proxy)' },
  {
    name: 'apiVersion',
    type: 'string',
    enum: ['v1', 'v3'],
    helperText: "Content API version; the core's (v3) when absent",
  },
  {
    name: 'timeout',
    type: 'number',
    helperText:
      "How long a fetch may take, in ms, before it fails (error event, fallback shown); the core's (10000) when absent",
  },
  {
    name: 'hydrate',
    type: 'boolean',
    defaultValue: false,
    helperText:
      'The tag holds this content rendered on the server (renderContentElementToHtml): hydrate it instead of rendering again. Other server-rendered children stay shown until the client render is ready',
  },
  {
    name: 'trustedHosts',
    type: 'string',
    helperText:
      'Comma-separated hosts whose editor frame may edit the page, added page-wide to builder.io and localhost (*.example.com for subdomains)',
  },
]);
