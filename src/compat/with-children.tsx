/**
 * Gen 1's `withChildren(Component)`: the component gets the block's child blocks as React
 * `children`, and its registration accepts children in the editor (`canHaveChildren`).
 */
import { createElement, forwardRef, type ComponentType, type ReactNode } from 'react';
import { onComponentRegistered, type BuilderBlock, type ComponentSpec } from '../core/index.ts';
import { Block, keyOf } from '../render/index.ts';

/** Components made by `withChildren`. */
const acceptsChildren = new WeakSet<object>();
let listening = false;

/** A registration of a `withChildren` component accepts children unless it says otherwise. */
function markRegistration(spec: ComponentSpec): void {
  const component = spec.component;
  if (
    (typeof component === 'function' || (typeof component === 'object' && component !== null)) &&
    acceptsChildren.has(component) &&
    spec.canHaveChildren === undefined
  ) {
    spec.canHaveChildren = true;
  }
}

/** Props a `withChildren` component takes on top of its own. */
export interface WithChildrenProps {
  builderBlock?: BuilderBlock;
  children?: ReactNode;
}

/**
 * Wraps `Component` so it receives its block's child blocks as `children` (children passed by
 * the app win). Register the result: `Builder.registerComponent(withChildren(Hero), { name: 'Hero' })`.
 */
export function withChildren<P extends object>(Component: ComponentType<P>): ComponentType<P & WithChildrenProps> {
  // Listening from the first call on: before the component it returns can be registered, and
  // before the editor session (started when content mounts) sends the registration.
  if (!listening) {
    listening = true;
    onComponentRegistered(markRegistration);
  }
  // forwardRef: React 18 gives a plain function component no `ref` (React 19 passes it as a prop),
  // so on both the wrapped component gets the app's ref, as Gen 1's withChildren did.
  const WithChildren = forwardRef<unknown, P & WithChildrenProps>((props, ref): ReactNode => {
    const blocks = props.builderBlock?.children;
    const children =
      props.children ??
      (Array.isArray(blocks) && blocks.length
        ? blocks.map((block, index) => <Block key={keyOf(block, index)} block={block} index={index} />)
        : undefined);
    return createElement(Component, { ...props, children, ref } as P);
  });
  WithChildren.displayName = `withChildren(${Component.displayName ?? Component.name ?? 'Component'})`;
  acceptsChildren.add(WithChildren);
  // A forwardRef component renders wherever the function component its type names does.
  return WithChildren as unknown as ComponentType<P & WithChildrenProps>;
}
