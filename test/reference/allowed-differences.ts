/**
 * Differences between the reference renderer (Builder's Gen 2 React SDK) and the kit that are
 * allowed, each scoped as narrowly as it can be, with the reason users are better served by
 * the kit's output or why it is not a rendering difference. Everything else fails the
 * differential test (test/reference/differential.browser.test.tsx).
 */

/** The kit's renderers: the React API (`BuilderContent`) and `<builder-content>`. */
export type Renderer = 'react' | 'element';

export interface AllowedDifference {
  /** Case names (`peer/<fixture>`, `demo/<page>`), or `'*'` for every case. */
  cases: readonly string[] | '*';
  /** Default: both renderers. */
  renderers?: readonly Renderer[];
  /** Viewport widths; default: all three. */
  widths?: readonly number[];
  /** Blocks by `builder-id` (every repeated copy), `root` for the content root itself. */
  blocks?: readonly string[];
  /** Or blocks by their content component name (`Text`, `Builder: Tabs`). */
  components?: readonly string[];
  /** Only blocks inside one of these blocks (by `builder-id` or component name). */
  within?: readonly string[];
  /** Exact properties (`dom`, `text`, `presence`, `style.color`, `box.y`) or prefixes ending in `*` (`box.*`). */
  properties: readonly string[];
  /** Only when the reference's / the kit's value matches. */
  reference?: RegExp;
  kit?: RegExp;
  reason: string;
}

const FORM_CASES = ['peer/form', 'demo/contact', 'demo/wholesale'];
const FORM_FIELDS = ['Form:Input', 'Form:Select', 'Form:TextArea'];
const SIZE = ['box.width', 'box.height', 'style.width', 'style.height'];
const PADDING = ['style.padding-top', 'style.padding-right', 'style.padding-bottom', 'style.padding-left'];

export const ALLOWED_DIFFERENCES: readonly AllowedDifference[] = [
  // Accessibility.
  {
    cases: ['peer/tabs', 'demo/brew-guide'],
    components: ['Builder: Tabs', 'Builder:Tabs'],
    properties: ['dom'],
    reason: 'Tabs are a WAI-ARIA tablist (button role=tab, role=tabpanel, keyboard operable) instead of clickable spans; boxes, styles and text are the same',
  },
  {
    cases: ['peer/accordion', 'peer/accordion-grid', 'peer/accordion-no-detail', 'peer/accordion-one-at-a-time', 'demo/brew-guide'],
    components: ['Builder:Accordion'],
    properties: ['dom'],
    reason: 'Accordion titles hold a <button aria-expanded aria-controls> and every detail exists (hidden while closed) for aria-controls to point at; boxes, styles and text are the same',
  },
  {
    cases: FORM_CASES,
    components: ['Form:Form'],
    properties: ['dom'],
    reference: /\(nothing\)$/,
    kit: /: div\.builder-form-message$/,
    reason: 'the form\'s message is an aria-live region that exists (empty) before submitting, so screen readers announce sending/success/error when they appear',
  },
  // Blocks the reference does not have (Gen 2 SDK: no Carousel, Masonry or Form:Label).
  {
    cases: ['demo/brew-guide'],
    components: ['Builder:Carousel'],
    properties: ['dom', 'text'],
    reason: 'the reference has no Builder:Carousel and renders an empty block; the kit renders the carousel the content describes (product spec: carousel block)',
  },
  {
    cases: ['demo/brew-guide'],
    within: ['Builder:Carousel'],
    properties: ['presence'],
    reference: /^not rendered$/,
    reason: 'the slides of a Builder:Carousel, which the reference does not render at all',
  },
  {
    cases: ['demo/brew-guide'],
    components: ['Builder:Masonry'],
    properties: ['dom'],
    reason: 'the reference has no Builder:Masonry and stacks its tiles as a plain column; the kit lays them out in columns (product spec: masonry block)',
  },
  {
    cases: ['demo/brew-guide'],
    within: ['Builder:Masonry'],
    properties: ['box.*', 'style.width', 'style.height'],
    reason: 'the tiles of a Builder:Masonry: placed in masonry columns by the kit, stacked full width by the reference, which has no masonry',
  },
  {
    cases: ['demo/contact', 'demo/wholesale'],
    components: ['Form:Label'],
    properties: ['tag', 'class', 'dom', 'text', 'box.height', 'style.height'],
    reason: 'the reference has no Form:Label and renders a bare <div> without the label text; the kit renders a real <label> with its text, naming the field inside it',
  },
  {
    cases: ['demo/contact', 'demo/wholesale'],
    within: ['Form:Label'],
    properties: ['box.y'],
    reason: 'fields inside a Form:Label sit below its text, which the reference (no Form:Label) does not render',
  },
  {
    cases: ['demo/contact'],
    blocks: ['builder-contact-alerts-submit'],
    properties: ['box.y'],
    reason: 'bottom-aligned in a row beside a Form:Label that shows its text in the kit (none in the reference) and with the §9 submit size below',
  },
  // The product spec's default form styling (§9), in the builder-defaults cascade layer: any style the content sets wins.
  {
    cases: FORM_CASES,
    components: ['Form:Form', ...FORM_FIELDS, 'Form:SubmitButton'],
    properties: ['class'],
    reference: /^\(none\)$/,
    kit: /^\.builder-form(-input|-select|-textarea|-submit)?$/,
    reason: 'not a rendering difference: the class the kit\'s default form CSS and ::part styling hang on; the reference ships no form CSS',
  },
  {
    cases: ['peer/form', 'demo/contact'],
    components: FORM_FIELDS,
    properties: [...PADDING, ...SIZE],
    reason: 'product spec §9 default field styling (10px padding, 1px #ccc border, 3px radius) instead of bare browser controls; content styles override it',
  },
  {
    cases: FORM_CASES,
    components: ['Form:SubmitButton'],
    properties: ['style.color', 'style.background-color', 'style.font-size', 'style.font-weight', ...PADDING, ...SIZE],
    reason: 'product spec §9 submit button (#3898EC, 4px radius) with a bold 14pt label so white on #3898EC meets WCAG AA for large text; content styles override it',
  },
  // Reference bugs.
  {
    cases: ['peer/raw-img'],
    components: ['Raw:Img'],
    properties: ['box.height', 'style.height'],
    reason: 'reference bug: Raw:Img writes aspectRatio (height ÷ width in Builder content, as Image uses it) as CSS aspect-ratio (width ÷ height), so a 0.19 banner renders 27× too tall; the kit keeps Builder\'s meaning',
  },
  // Not rendering differences.
  {
    cases: ['peer/custom-code-dom-update', 'peer/embed-and-custom-code'],
    renderers: ['element'],
    components: ['Custom Code', 'Embed'],
    properties: ['dom'],
    kit: /^line 2: ›div\.builder-(custom-code|embed)-html( \/|$)/,
    reason: 'not a rendering difference: in <builder-content>\'s shadow root the HTML shows through a <slot> from a light-DOM holder (div.builder-…-html), so its scripts and the page\'s CSS reach it; the React API renders the same HTML directly and is compared as is',
  },
  {
    cases: ['peer/localization'],
    blocks: ['builder-11db0c90558e493896f7a40dbae8cb95'],
    properties: ['dom'],
    reference: /^line 2: ›source$/,
    kit: /^line 2: \(nothing\)$/,
    reason: 'not a rendering difference: the same image shows; the kit offers no WebP <source> for a /api/v1/file/ URL (served as stored, not converted), the reference names ?format=webp candidates for it',
  },
];
