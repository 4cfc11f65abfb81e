/**
 * Differences between the reference renderer (Builder's Gen 2 React SDK) and the kit that are
 * allowed, each scoped as narrowly as it can be, with the reason users are better served by
 * the kit's output or why it is not a rendering difference. Everything else fails the
 * differential test (test/reference/differential-<width>.browser.test.tsx).
 *
 * An entry absorbs only what its reason explains: it names the exact properties (padding does
 * not allow width), `within` reaches direct child blocks unless a `depth` says more, and value
 * patterns narrow it further. `allowListProblems` holds every entry to that (checked by
 * allowed-differences.test.ts and before each run of the suite).
 */
import { PROPERTIES } from './compare.ts';

/** The kit's renderers: the React API (`BuilderContent`) and `<builder-content>`. */
export type Renderer = 'react' | 'element';

/** The viewport widths the suite runs at (one differential-<width>.browser.test.tsx each). */
export const WIDTHS: readonly number[] = [1280, 991, 640];

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
  /** Only blocks inside one of these blocks (by `builder-id` or component name)… */
  within?: readonly string[];
  /** …at most this many block levels below it: 1 (the default) = its direct child blocks. */
  depth?: number;
  /**
   * The exact properties the reason explains (`dom`, `text`, `presence`, `style.color`,
   * `box.y`; see PROPERTIES in compare.ts). A prefix ending in `*` (`box.*`) only with a
   * `wildcardReason` saying why the reason covers every property under it.
   */
  properties: readonly string[];
  wildcardReason?: string;
  /** Only when the reference's / the kit's value matches (the shown value, as in a report). */
  reference?: RegExp;
  kit?: RegExp;
  reason: string;
}

/**
 * Entries about what a component always renders (accessible markup, the spec's form styling)
 * hold on every page (`cases: '*'`) and are narrowed by component and value instead.
 */
const FORM_CASES = ['peer/form', 'demo/contact', 'demo/wholesale'];
const FORM_FIELDS = ['Form:Input', 'Form:Select', 'Form:TextArea'];
const PADDING = ['style.padding-top', 'style.padding-right', 'style.padding-bottom', 'style.padding-left'];
const BORDER = [
  'style.border-top-width',
  'style.border-right-width',
  'style.border-bottom-width',
  'style.border-left-width',
];
const SIZE = ['box.width', 'box.height', 'style.width', 'style.height'];

export const ALLOWED_DIFFERENCES: readonly AllowedDifference[] = [
  // Accessibility.
  {
    cases: '*',
    components: ['Builder: Tabs', 'Builder:Tabs'],
    properties: ['dom'],
    reason:
      'Tabs are a WAI-ARIA tablist (button role=tab, role=tabpanel, keyboard operable) instead of clickable spans; boxes, styles and text are the same',
  },
  {
    cases: '*',
    components: ['Builder:Accordion'],
    properties: ['dom'],
    reason:
      'Accordion titles hold a <button aria-expanded aria-controls> and every detail exists (hidden while closed) for aria-controls to point at; boxes, styles and text are the same',
  },
  {
    cases: '*',
    components: ['Form:Form'],
    properties: ['dom'],
    reference: /\(nothing\)$/,
    kit: /: div\.builder-form-message$/,
    reason:
      "the form's message is an aria-live region that exists (empty) before submitting, so screen readers announce sending/success/error when they appear",
  },
  // Blocks the reference does not have (Gen 2 SDK: no Carousel, Masonry or Form:Label).
  {
    cases: ['demo/brew-guide'],
    components: ['Builder:Carousel'],
    properties: ['dom', 'text'],
    reference: /^line 1: \(nothing\)$|^"\(empty\)"$/,
    reason:
      'the reference has no Builder:Carousel and renders an empty block; the kit renders the carousel the content describes (product spec: carousel block)',
  },
  {
    cases: ['demo/brew-guide'],
    within: ['Builder:Carousel'],
    depth: 2,
    properties: ['presence'],
    reference: /^not rendered$/,
    reason:
      'the slides of a Builder:Carousel (depth 1) and the blocks in each slide (depth 2), which the reference does not render at all',
  },
  {
    cases: ['demo/brew-guide'],
    components: ['Builder:Masonry'],
    properties: ['dom'],
    kit: /^line 1: div\.builder-masonry\b/,
    reason:
      'the reference has no Builder:Masonry and stacks its tiles as a plain column; the kit lays them out in columns (product spec: masonry block)',
  },
  {
    cases: ['demo/brew-guide'],
    within: ['Builder:Masonry'],
    properties: ['box.x', 'box.y', 'box.width', 'box.height', 'style.width', 'style.height'],
    reason:
      'the tiles of a Builder:Masonry (its direct child blocks): placed and sized in masonry columns by the kit, stacked full width by the reference, which has no masonry',
  },
  {
    cases: ['demo/contact', 'demo/wholesale'],
    components: ['Form:Label'],
    properties: ['tag'],
    reference: /^div$/,
    kit: /^label$/,
    reason:
      'the reference has no Form:Label and renders a bare <div>; the kit renders a real <label>, naming the field inside it',
  },
  {
    cases: ['demo/contact', 'demo/wholesale'],
    components: ['Form:Label'],
    properties: ['class'],
    reference: /^\(none\)$/,
    kit: /^\.builder-form-label$/,
    reason:
      "not a rendering difference: the class the kit's label styling hangs on, on a block the reference renders as a bare <div>",
  },
  {
    cases: ['demo/contact', 'demo/wholesale'],
    components: ['Form:Label'],
    properties: ['dom', 'text', 'box.height', 'style.height'],
    reason:
      "the reference has no Form:Label and leaves out the label's text; the kit shows it (its own element, one line taller) above the field",
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
    reason:
      'bottom-aligned in a row beside a Form:Label that shows its text in the kit (none in the reference) and with the §9 submit size below',
  },
  // The product spec's default form styling (§9), in the builder-defaults cascade layer: any style the content sets wins.
  {
    cases: '*',
    components: ['Form:Form', ...FORM_FIELDS, 'Form:SubmitButton'],
    properties: ['class'],
    reference: /^\(none\)$/,
    kit: /^\.builder-form(-input|-select|-textarea|-submit)?$/,
    reason:
      "not a rendering difference: the class the kit's default form CSS and ::part styling hang on; the reference ships no form CSS",
  },
  {
    cases: '*',
    components: FORM_FIELDS,
    properties: PADDING,
    kit: /^10px$/,
    reason:
      "product spec §9 default field padding (10px) instead of a bare browser control's; content styles override it (the field's size follows only its padding and border: the comparer reports those, not the size)",
  },
  {
    cases: '*',
    components: ['Form:SubmitButton'],
    properties: ['style.color'],
    kit: /^rgb\(255, 255, 255\)$/,
    reason: 'product spec §9 submit button: white label on #3898EC; content styles override it',
  },
  {
    cases: '*',
    components: ['Form:SubmitButton'],
    properties: ['style.background-color'],
    kit: /^rgb\(56, 152, 236\)$/,
    reason: 'product spec §9 submit button background #3898EC; content styles override it',
  },
  {
    cases: '*',
    components: ['Form:SubmitButton'],
    properties: ['style.font-size', 'style.font-weight'],
    kit: /^(18\.6\d+px|700)$/,
    reason:
      'product spec §9 submit label in bold 14pt (18.67px), so white on #3898EC meets WCAG AA for large text; content styles override it',
  },
  {
    cases: '*',
    components: ['Form:SubmitButton'],
    properties: PADDING,
    kit: /^(15|25)px$/,
    reason: 'product spec §9 submit button padding (15px 25px); content styles override it',
  },
  {
    cases: '*',
    components: ['Form:SubmitButton'],
    properties: BORDER,
    kit: /^0px$/,
    reason:
      'product spec §9 submit button without a border (a bare browser button has a 2px one); content styles override it',
  },
  {
    // Pages listed, not '*': a size has no value pattern, so each page where it holds is checked once.
    cases: [...FORM_CASES, 'real/builderio-examples--react-design-system-about'],
    components: ['Form:SubmitButton'],
    properties: SIZE,
    reason:
      'product spec §9 submit button: its bold 14pt label (above) makes it wider and taller than a bare browser button',
  },
  // Reference bugs.
  {
    cases: ['peer/raw-img'],
    components: ['Raw:Img'],
    properties: ['box.height', 'style.height'],
    reason:
      "reference bug: Raw:Img writes aspectRatio (height ÷ width in Builder content, as Image uses it) as CSS aspect-ratio (width ÷ height), so a 0.19 banner renders 27× too tall; the kit keeps Builder's meaning",
  },
  // Not rendering differences.
  {
    cases: '*',
    renderers: ['element'],
    components: ['Custom Code', 'Embed'],
    properties: ['dom'],
    kit: /^line 2: ›div\.builder-(custom-code|embed)-html( \/|$)/,
    reason:
      "not a rendering difference: in <builder-content>'s shadow root the HTML shows through a <slot> from a light-DOM holder (div.builder-…-html), so its scripts and the page's CSS reach it; the React API renders the same HTML directly and is compared as is",
  },
  {
    cases: ['peer/localization'],
    blocks: ['builder-11db0c90558e493896f7a40dbae8cb95'],
    properties: ['dom'],
    reference: /^line 2: ›source$/,
    kit: /^line 2: \(nothing\)$/,
    reason:
      'not a rendering difference: the same image shows; the kit offers no WebP <source> for a /api/v1/file/ URL (served as stored, not converted), the reference names ?format=webp candidates for it',
  },
];

/**
 * What is wrong with the entries of `list`, one line per problem (none: the list is sound):
 * every entry has a reason, exact properties the comparer reports (a `*` prefix only with a
 * `wildcardReason`), known cases, renderers and widths, a `depth` only with `within`, and
 * value patterns without a `g` or `y` flag (those make `test` remember where it stopped).
 */
export function allowListProblems(list: readonly AllowedDifference[], caseNames: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  list.forEach((entry, i) => {
    const problem = (text: string) =>
      problems.push(`entry ${i + 1} (${entry.reason.slice(0, 60) || 'no reason'}): ${text}`);
    if (!entry.reason.trim()) problem('no reason');
    if (!entry.properties.length) problem('no properties');
    for (const property of entry.properties) {
      if (PROPERTIES.includes(property)) continue;
      const wildcard =
        /^[^*]+\*$/.test(property) && PROPERTIES.some((known) => known.startsWith(property.slice(0, -1)));
      if (!wildcard) problem(`unknown property ${property}`);
      else if (!entry.wildcardReason?.trim()) problem(`wildcard ${property} without a wildcardReason`);
    }
    if (entry.wildcardReason !== undefined && !entry.properties.some((property) => property.endsWith('*')))
      problem('wildcardReason without a wildcard property');
    if (entry.cases !== '*') {
      if (!entry.cases.length) problem('no cases');
      for (const name of entry.cases) if (!caseNames.has(name)) problem(`no such case ${name}`);
    }
    for (const renderer of entry.renderers ?? [])
      if (renderer !== 'react' && renderer !== 'element') problem(`no such renderer ${String(renderer)}`);
    for (const width of entry.widths ?? [])
      if (!WIDTHS.includes(width)) problem(`the suite does not run at ${width}px`);
    for (const key of ['renderers', 'widths', 'blocks', 'components', 'within'] as const) {
      if (entry[key]?.length === 0) problem(`empty ${key} (leave it out to mean every one)`);
    }
    if (entry.depth !== undefined) {
      if (!entry.within) problem('depth without within');
      if (!Number.isInteger(entry.depth) || entry.depth < 1)
        problem(`depth ${entry.depth} is not a whole number of levels ≥ 1`);
    }
    for (const pattern of [entry.reference, entry.kit])
      if (pattern && /[gy]/.test(pattern.flags)) problem(`pattern ${String(pattern)} has a g or y flag`);
  });
  return problems;
}
