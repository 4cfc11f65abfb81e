/**
 * Attribute rules as HTML authors expect them, where r2wc's own transforms do not:
 * a boolean is true when present (`<builder-tabs collapsible>`) unless written "false",
 * a removed attribute gives the prop back its default, and JSON that does not parse logs one
 * error naming the tag and attribute and keeps the previous value.
 */
import type { InputDeclaration, InputType } from '../src/core/index.ts';
import { attributeNotJson, attributeNotNumber } from '../src/core/index.ts';

/** How a custom element reads an input from its attribute. */
export type AttributeKind = 'string' | 'number' | 'boolean' | 'json';

export function attributeKind(type: InputType): AttributeKind {
  switch (type) {
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'list':
    case 'object':
    case 'map':
    case 'uiBlocks':
    case 'json':
      return 'json';
    default:
      return 'string';
  }
}

/**
 * `sendSubmissionsTo` → `send-submissions-to`, or the declaration's own `attribute`. A loop, not
 * a regular expression: it runs for every input of every tag while the bundle is imported.
 */
export function attributeName(input: InputDeclaration): string | false {
  if (input.attribute !== undefined) return input.attribute;
  const { name } = input;
  let attribute = '';
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    const lower = c.toLowerCase();
    attribute += c === lower ? c : '-' + lower;
  }
  return attribute;
}

/**
 * The element property of an input: the declaration's own `property` (an input named like an
 * `HTMLElement` member, which a property would shadow), else its `name`; `false` for none (the
 * DOM's own property reflects the attribute). The one rule the tags' accessors, typings and
 * manifest follow.
 */
export function propertyName(input: InputDeclaration): string | false {
  return input.property ?? input.name;
}

/** One observed attribute and the prop it feeds. */
export interface AttributeRule {
  attribute: string;
  prop: string;
  kind: AttributeKind;
}

export function attributeRules(inputs: readonly InputDeclaration[]): AttributeRule[] {
  const rules: AttributeRule[] = [];
  for (const input of inputs) {
    const attribute = attributeName(input);
    if (attribute) rules.push({ attribute, prop: input.name, kind: attributeKind(input.type) });
  }
  return rules;
}

/** Marks a value that could not be read: the prop keeps what it had. */
export const KEEP_PREVIOUS = Symbol('keep-previous');

/**
 * Reads an attribute value. `null` (attribute absent) yields `undefined`, which the renderer
 * turns into the input's declared default.
 */
export function parseAttribute(tag: string, rule: AttributeRule, value: string | null): unknown {
  if (value === null) return undefined;
  switch (rule.kind) {
    case 'boolean':
      return value.trim().toLowerCase() !== 'false';
    case 'number': {
      if (value.trim() === '') return undefined;
      const number = Number(value);
      if (Number.isNaN(number)) {
        console.error(attributeNotNumber(tag, rule.attribute, value));
        return KEEP_PREVIOUS;
      }
      return number;
    }
    case 'json':
      if (value.trim() === '') return undefined;
      try {
        return JSON.parse(value);
      } catch (error) {
        console.error(attributeNotJson(tag, rule.attribute, (error as Error).message));
        return KEEP_PREVIOUS;
      }
    default:
      return value;
  }
}
