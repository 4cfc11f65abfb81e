/**
 * Compiled only (`npm run typecheck`, with `skipLibCheck: false`): the tags' typed events and
 * their properties that never shadow an `HTMLElement` member, as a site's TypeScript sees them
 * through `types/elements.d.ts`. Lines marked `@ts-expect-error` must stay errors.
 */
import type {
  AccordionToggleDetail,
  BuilderAccordionElementEventMap,
  BuilderContent,
  BuilderFormElementEventMap,
  ContentErrorDetail,
  FormSuccessDetail,
  SlideChangeDetail,
  TabChangeDetail,
} from '../../types/elements.d.ts';

// addEventListener is typed by each tag's event map: the detail of each event, `this` the tag.
const carousel = document.createElement('builder-carousel');
carousel.addEventListener('slidechange', (event) => {
  const index: number = event.detail.index;
  const detail: SlideChangeDetail = event.detail;
  void [index, detail];
  // @ts-expect-error slidechange has no `open`
  void event.detail.open;
});

const tabs = document.querySelector('builder-tabs');
tabs?.addEventListener('tabchange', function (event) {
  const detail: TabChangeDetail = event.detail;
  // `this` is the tag, with its properties.
  const collapsible: boolean | undefined = this.collapsible;
  void [detail, collapsible];
});

const accordion = document.createElement('builder-accordion');
const onToggle = (event: BuilderAccordionElementEventMap['accordiontoggle']): void => {
  const detail: AccordionToggleDetail = event.detail;
  if (detail.open) void detail.index;
};
accordion.addEventListener('accordiontoggle', onToggle);
accordion.removeEventListener('accordiontoggle', onToggle);
// The DOM's own events keep their types.
accordion.addEventListener('click', (event) => void event.clientX);
// Any other name still takes a plain listener.
accordion.addEventListener('something-else', (event) => void event.type);

const form = document.createElement('builder-form');
form.addEventListener('presubmit', (event) => {
  const body: string | FormData | undefined = event.detail.body;
  if (!body) event.preventDefault();
});
form.addEventListener('submit:success', (event) => {
  const detail: FormSuccessDetail = event.detail;
  const status: number = detail.res.status;
  void status;
});
form.addEventListener('submit:error', (event) => void event.detail.error);
form.addEventListener('route', (event) => {
  const url: string = event.detail.url;
  void url;
});

// <builder-content>'s `load` and `error` are CustomEvents, not the DOM's Event / ErrorEvent.
const content = document.createElement('builder-content');
content.addEventListener('load', (event) => {
  const entry: BuilderContent | null = event.detail;
  void entry?.data?.blocks;
});
content.addEventListener('error', (event) => {
  const error: ContentErrorDetail = event.detail;
  const message: string = error.message;
  void message;
  // @ts-expect-error the detail is an Error, not an ErrorEvent's fields
  void event.filename;
});

// Properties never shadow an HTMLElement member: `animate` stays Element's method, the
// Accordion's `animate` input is the `animateItems` property (attribute `animate`).
accordion.animateItems = false;
const animation: Animation = accordion.animate([{ opacity: 0 }, { opacity: 1 }], 200);
void animation;
// @ts-expect-error `animate` is the DOM's method, not the input
accordion.animate = true;
// <builder-image>'s `title` is HTMLElement's own (it reflects the `title` attribute the input reads).
const image = document.createElement('builder-image');
image.title = 'A cup of coffee';
const title: string = image.title;
void title;

// React 19 JSX: typed `on<event>` listeners; the renamed input is the property in JSX.
export const page = (
  <main>
    <builder-carousel onslidechange={(event) => void event.detail.index} />
    <builder-accordion animateItems={false} onaccordiontoggle={(event) => void event.detail.open} />
    {/* @ts-expect-error React 19 would set Element's `animate` method: JSX takes `animateItems` */}
    <builder-accordion animate />
    <builder-content onload={(event) => void event.detail?.id} onerror={(event) => void event.detail.message} />
    <builder-form
      {...{ 'onsubmit:success': (event: BuilderFormElementEventMap['submit:success']) => void event.detail.data }}
    />
    <builder-image title="A cup of coffee" image="https://cdn.builder.io/api/v1/image/x" />
  </main>
);
