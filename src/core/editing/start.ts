/**
 * Starting live editing: the protocol session's code loads only inside a frame, and starting
 * again re-checks the parent's trust (a site may add trusted hosts after the first start).
 */
import { isIframe } from '../runtime.ts';
import { registerTrustedHostList } from './trusted-hosts.ts';
import { EDITOR_PROTOCOL_NOT_LOADED } from '../errors.ts';

let session: Promise<typeof import('./session.ts')> | undefined;

/** Loads and starts the protocol session inside a frame; later calls re-check the parent's trust. */
export function startEditing(): void {
  if (!isIframe()) return;
  session ??= import('./session.ts');
  session.then(
    ({ startEditorSession }) => startEditorSession(),
    (error: unknown) => console.error(EDITOR_PROTOCOL_NOT_LOADED, error),
  );
}

/** Trusts a site's editor hosts (comma-separated) and restarts: the parent may have just become trusted. */
export function trustEditorHosts(list: string): void {
  registerTrustedHostList(list);
  startEditing();
}
