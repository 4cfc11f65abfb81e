/**
 * Input declarations: the single source of a block's options. The component's props type,
 * its runtime defaults, its custom element's attributes and its editor registration are all
 * derived from one `as const` list written next to the component.
 *
 * @example
 * export const tabsInputs = defineInputs([
 *   { name: 'collapsible', type: 'boolean', defaultValue: false },
 *   { name: 'defaultActiveTab', type: 'number', defaultValue: 1 },
 * ]);
 * type TabsOptions = PropsOf<typeof tabsInputs>; // { collapsible?: boolean; defaultActiveTab?: number }
 */
import type { BuilderBlock } from './types.ts';

/** The editor's input types (names as Builder's editor knows them). */
export type InputType =
  | 'string'
  | 'longText'
  | 'richText'
  | 'html'
  | 'text'
  | 'url'
  | 'email'
  | 'file'
  | 'color'
  | 'date'
  | 'javascript'
  | 'number'
  | 'boolean'
  | 'list'
  | 'object'
  | 'map'
  | 'uiBlocks'
  | 'json';

type StringInputType = Exclude<InputType, 'number' | 'boolean' | 'list' | 'object' | 'map' | 'uiBlocks' | 'json'>;

export type EnumOption =
  string | number | { readonly label: string; readonly value: string | number; readonly helperText?: string };

export interface InputDeclaration {
  readonly name: string;
  readonly type: InputType;
  /** The value the block gets when its options do not have this input (and the editor's value for a new block). */
  readonly defaultValue?: unknown;
  /**
   * `defaultValue` is only what the editor writes into a new block: content saved without the
   * key renders the input as not set, as Builder's own SDKs render it.
   */
  readonly editorOnly?: boolean;
  readonly enum?: readonly EnumOption[];
  readonly required?: boolean;
  readonly friendlyName?: string;
  readonly helperText?: string;
  readonly advanced?: boolean;
  readonly hideFromUI?: boolean;
  /** Fields of each item (`list`) or of the object (`object`). */
  readonly subFields?: readonly InputDeclaration[];
  readonly allowedFileTypes?: readonly string[];
  /** The custom element's attribute name; `false` makes the input a property only. Defaults to kebab-case of `name`. */
  readonly attribute?: string | false;
  /**
   * The custom element's property name, when `name` is a member of `HTMLElement` (or of its
   * ancestors) that a property would shadow: `animate` is `Element.prototype.animate()`, so the
   * Accordion's `animate` input is the `animateItems` property (its attribute stays `animate`).
   * `false`: no property of its own, for an input named after an attribute the DOM already
   * reflects (`title`): the standard property reads and writes that attribute, which feeds the
   * input. Defaults to `name`.
   */
  readonly property?: string | false;
}

/** Typed identity: keeps the literal types of a declaration list (`const` type parameter). */
export function defineInputs<const T extends readonly InputDeclaration[]>(inputs: T): T {
  return inputs;
}

type EnumValue<E> = E extends { readonly value: infer V } ? V : E;

/** The TypeScript type of one declared input's value. */
export type ValueOf<I extends InputDeclaration> = I extends { readonly enum: readonly (infer E)[] }
  ? EnumValue<E>
  : I['type'] extends 'number'
    ? number
    : I['type'] extends 'boolean'
      ? boolean
      : I['type'] extends 'uiBlocks'
        ? BuilderBlock[]
        : I['type'] extends 'map'
          ? Record<string, string>
          : I extends { readonly type: 'list'; readonly subFields: infer S extends readonly InputDeclaration[] }
            ? PropsOf<S>[]
            : I extends { readonly type: 'object'; readonly subFields: infer S extends readonly InputDeclaration[] }
              ? PropsOf<S>
              : I['type'] extends StringInputType
                ? string
                : unknown;

/** The options object a block receives: every declared input, optional. */
export type PropsOf<T extends readonly InputDeclaration[]> = {
  -readonly [I in T[number] as I['name']]?: ValueOf<I>;
};

type PropertyOf<I extends InputDeclaration> = I extends { readonly property: infer P }
  ? P extends string
    ? P
    : never
  : I['name'];

/** A custom element's properties: every declared input under its element property name (see `property`), optional. */
export type ElementPropsOf<T extends readonly InputDeclaration[]> = {
  -readonly [I in T[number] as PropertyOf<I>]?: ValueOf<I>;
};

/** `{ name: defaultValue }` for every input whose default a block gets when its options lack it (not `editorOnly` ones). */
export function defaultsOf(inputs: readonly InputDeclaration[]): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const input of inputs) {
    if (input.defaultValue !== undefined && !input.editorOnly) defaults[input.name] = input.defaultValue;
  }
  return defaults;
}
