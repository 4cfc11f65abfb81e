/**
 * Compiled only (`npm run typecheck`): what a site's TypeScript sees through
 * `types/elements.d.ts`. Lines marked `@ts-expect-error` must stay errors.
 */
import type { BuilderContent } from '../../types/elements.d.ts';

// Tags are in HTMLElementTagNameMap with typed properties.
const tabs = document.createElement('builder-tabs');
tabs.tabs = [
  {
    label: [],
    content: [{ '@type': '@builder.io/sdk:Element', component: { name: 'Text', options: { text: 'Hi' } } }],
  },
];
tabs.collapsible = true;
tabs.tabHeaderLayout = 'center';
// @ts-expect-error a tab list is not a string
tabs.tabs = '[]';
// @ts-expect-error not one of the declared layouts
tabs.tabHeaderLayout = 'middle';

const entry: BuilderContent = { id: 'x', data: { blocks: [] } };
const content = document.querySelector('builder-content');
if (content) {
  content.content = entry;
  content.canTrack = false;
  content.model = 'page';
}

const form = document.createElement('builder-form');
form.sendSubmissionsTo = 'custom';
form.customHeaders = { 'x-site': 'demo' };
const carousel = document.querySelector('builder-carousel');
if (carousel) carousel.autoplaySpeed = 3;
// @ts-expect-error a number, not a string
if (carousel) carousel.autoplaySpeed = '3';

const init = document.createElement('builder-init');
init.apiKey = 'key';
const image: HTMLElement = document.createElement('builder-image');
void image;

// React 19 JSX: properties, kebab-case attributes and `on<event>` listeners.
export const page = (
  <main>
    <builder-init api-key="key" can-track="false" />
    <builder-content api-key="key" model="page" url="/" content={entry} onload={(event) => event.detail} no-shadow>
      <p>Fallback</p>
    </builder-content>
    <builder-tabs tabs={tabs.tabs} default-active-tab={2} collapsible ontabchange={(event) => event.detail} />
    <builder-form
      send-submissions-to="email"
      onpresubmit={(event) => event.preventDefault()}
      {...{ 'onsubmit:success': () => undefined }}
    >
      <builder-input name="email" type="email" required />
      <builder-submit-button text="Send" />
    </builder-form>
    <builder-carousel use-children-for-slides autoplay className="hero">
      <div>One</div>
    </builder-carousel>
    {/* @ts-expect-error no such tag */}
    <builder-nothing />
  </main>
);
