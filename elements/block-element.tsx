/**
 * `defineBlockElement`: one tag per block. The tag's attributes are the block's declared
 * inputs (plus the few settings a nested symbol or form needs); it renders the block on its
 * own through `StandaloneBlock`, into its shadow root (or light DOM), with `part="base"` on the
 * block's element (unless the component names its own) and the parts the tag file names.
 */
import { useLayoutEffect, useState, type ReactNode } from 'react';
import {
  type ComponentSpec,
  defineInputs,
  localeAttribute,
  nameLocaleInput,
  type ElementPropsOf,
  type InputDeclaration,
} from '../src/core/index.ts';
import { LightDomHost, StandaloneBlock } from '../src/render/index.ts';
import { defineElement, type ElementContext } from './define.ts';
import { adoptHostStyles } from './host-styles.ts';
import { usePageSettings } from './page-settings.ts';
import { usePartMap, type PartMap } from './part-map.ts';

/** Settings every block tag takes besides the block's own inputs. */
export const blockElementInputs = defineInputs([
  {
    name: 'apiKey',
    type: 'string',
    helperText: "API key for what the block fetches or posts (symbols, forms); defaults to <builder-init>'s",
  },
  {
    name: 'apiHost',
    type: 'string',
    helperText: "Content API host for what the block fetches; defaults to <builder-init>'s",
  },
  { name: 'locale', type: 'string', helperText: 'Locale for localized options and nested symbols' },
]);

const ELEMENT_SETTINGS = new Set<string>(blockElementInputs.map((input) => input.name));

export interface BlockElementOptions {
  /** Callback props of the component that become DOM events on the tag: `{ onTabChange: 'tabchange' }`. */
  events?: Record<string, string>;
  /** Each light-DOM child is one item (slide, accordion item, tile), given to the component as `slotted`. */
  childItems?: boolean;
  /** `'always'` renders into the light DOM (form fields); by default only with a `no-shadow` attribute. */
  lightDom?: 'always' | 'attribute';
  /** Hand the light-DOM children to the component as `hostChildren` (`<builder-form>`'s fields). */
  hostChildren?: boolean;
  /** Inner elements exposed as CSS parts, for components that do not name them: part → selector. */
  parts?: PartMap;
  /** The component names its parts itself, `base` included (the widgets): the block's element gets none. */
  componentParts?: boolean;
}

/** A block tag's element type: its inputs as properties (under their element property names). */
export type BlockElement<I extends readonly InputDeclaration[]> = HTMLElement &
  ElementPropsOf<I> &
  ElementPropsOf<typeof blockElementInputs>;

/** The inputs a block tag observes: the block's own, then the element settings it does not declare itself. */
export function blockTagInputs(spec: ComponentSpec): InputDeclaration[] {
  const own = spec.inputs ?? [];
  const names = new Set(own.map((input) => input.name));
  return [...own, ...blockElementInputs.filter((input) => !names.has(input.name))];
}

let created = 0;
const BASE_PART = { part: 'base' };

/** Defines `tag` to render `spec`'s block standalone. */
export function defineBlockElement(tag: string, spec: ComponentSpec, options: BlockElementOptions = {}): void {
  defineElement({
    tag,
    inputs: blockTagInputs(spec),
    events: options.events,
    childItems: options.childItems,
    lightDom: options.lightDom ?? 'attribute',
    render: (props, context) => <BlockHost spec={spec} props={props} context={context} options={options} />,
  });
}

interface BlockHostProps {
  spec: ComponentSpec;
  props: Record<string, unknown>;
  context: ElementContext;
  options: BlockElementOptions;
}

/** Splits the element's props into the block's options and the element settings, and renders the block. */
function BlockHost({ spec, props, context, options }: BlockHostProps): ReactNode {
  const [id] = useState(() => `builder-element-${++created}`);
  const settings = usePageSettings();
  const { host, light } = context;
  nameLocaleInput(localeAttribute(host.localName));
  const shadow = light ? null : host.shadowRoot;
  useLayoutEffect(() => adoptHostStyles(host.shadowRoot), [host]);
  usePartMap(shadow, options.parts);

  const blockOptions: Record<string, unknown> = {};
  for (const name in props)
    if (!ELEMENT_SETTINGS.has(name) || spec.inputs?.some((input) => input.name === name))
      blockOptions[name] = props[name];
  const apiKey = (props.apiKey as string | undefined) ?? settings.apiKey;
  const apiHost = (props.apiHost as string | undefined) ?? settings.apiHost;

  // In a shadow root, the owner's own HTML (Custom Code, Embed) goes to the tag's light DOM.
  return (
    <LightDomHost.Provider value={shadow ? host : null}>
      <StandaloneBlock
        spec={spec}
        options={blockOptions}
        id={id}
        slotted={options.childItems ? context.items : undefined}
        hostChildren={options.hostChildren ? context.lightChildren : undefined}
        styleRoot={shadow ?? host.getRootNode()}
        elementAttributes={light || options.componentParts ? undefined : BASE_PART}
        apiKey={apiKey}
        apiHost={apiHost}
        locale={props.locale as string | undefined}
        canTrack={settings.canTrack}
      />
    </LightDomHost.Provider>
  );
}
