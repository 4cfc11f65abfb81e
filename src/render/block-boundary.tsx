/**
 * Error handling: a block whose component throws renders nothing in its place and logs one
 * error naming the block; its siblings keep rendering. Above the blocks, a content boundary
 * does the same for a whole content root and tries again as soon as it gets other content.
 */
import { Component, type ReactNode } from 'react';
import { blockFailed, contentFailed } from '../core/index.ts';

/** Logs the one error for a failing block. */
export function logBlockError(blockId: string, error: unknown): void {
  console.error(blockFailed(blockId), error);
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

interface ContentBoundaryProps {
  /** Named in the error. */
  id: string;
  /** A new value (the next content entry, a new fetch) resets a failed boundary. */
  resetKey: unknown;
  children: ReactNode;
}

interface ContentBoundaryState {
  failed: boolean;
  resetKey: unknown;
}

/** Catches what fails above the blocks of one content root; the next content renders again. */
export class ContentBoundary extends Component<ContentBoundaryProps, ContentBoundaryState> {
  override state: ContentBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ContentBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: ContentBoundaryProps,
    state: ContentBoundaryState,
  ): Partial<ContentBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error(contentFailed(this.props.id), error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
