/**
 * The registration types Builder's SDKs name: Gen 2's `RegisteredComponent` (an entry of
 * `customComponents`) and Gen 1's looser one. The kit's `CustomComponent` is accepted wherever
 * these are; their extra fields (Gen 2's `description`, `childRequirements`, an input's `regex`,
 * `showIf`…) are allowed and travel to the editor as they are.
 */
import type { ComponentSpec, InputDeclaration } from '../core/index.ts';
import type { CustomComponent } from '../render/index.ts';

/** An input as Builder's SDKs declare it: a name, any type name, any other field. */
export type RegisteredInput =
  | InputDeclaration
  | {
      readonly name: string;
      readonly type: string;
      readonly defaultValue?: unknown;
      readonly [field: string]: unknown;
    };

/** A registration in the form Builder's SDKs accept (the component optional, as in Gen 1). */
export type ComponentRegistration = Omit<ComponentSpec, 'inputs' | 'component'> & {
  component?: unknown;
  inputs?: readonly RegisteredInput[];
  [field: string]: unknown;
};

/** Gen 2's registration: `{ component, name, inputs, … }`, for `customComponents`. */
export type RegisteredComponent = ComponentRegistration & { component: unknown };

/** What `customComponents` takes: the kit's registrations or Builder's. */
export type AnyRegistration = CustomComponent | ComponentRegistration;

/** `registrations` as the renderer's type (the renderer reads `name`, `component`, `load`, input defaults). */
export const asCustomComponents = (
  registrations: readonly AnyRegistration[] | undefined,
): readonly CustomComponent[] | undefined => registrations as readonly CustomComponent[] | undefined;
