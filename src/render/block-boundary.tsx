/**
 * Per-block error handling: a block whose component throws renders nothing in its place and
 * logs one error naming the block; its siblings keep rendering.
 */
import { Component, type ReactNode } from 'react';

export { warnOnce } from './warn-once.ts';

/** Logs the one error for a failing block. */
export function logBlockError(blockId: string, error: unknown): void {
  console.error(`Builder: block ${blockId} failed to render and was left out:`, error);
}

interface BoundaryProps {
  /** The block id, named in the error. */
  id: string;
  children: ReactNode;
}

/** Catches what a block's component throws while rendering. */
export class BlockBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    logBlockError(this.props.id, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
