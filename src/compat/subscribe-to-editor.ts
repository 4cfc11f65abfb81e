/**
 * Gen 2's `subscribeToEditor` (`@builder.io/sdk-react`): a page that renders a model's content
 * its own way (a data model, a header read into the app's own components) gets the editor's
 * live updates of that model. It runs the kit's editing protocol, so the same trust rules hold:
 * only the parent frame on a trusted host can send content (spec §6).
 */
import {
  editedContent,
  isBrowser,
  startEditing,
  subscribeEditor,
  trustEditorHosts,
  type BuilderContent,
} from '../core/index.ts';

export interface SubscribeToEditorOptions {
  /** The model whose content the editor sends (the message's key). */
  model: string;
  /** The space's public API key; Gen 2 asks for it, the protocol does not need it. */
  apiKey?: string;
  /** Called with each new version of the content the editor sends for `model`. */
  callback: (content: BuilderContent) => void;
  /** Editor hosts to trust besides Builder's own; added page-wide, as `<builder-init trusted-hosts>` does. */
  trustedHosts?: readonly string[];
}

/**
 * Calls `callback` with the content the editor sends for `model`, from now until the returned
 * function is called. Does nothing outside a browser frame (on a server it only returns).
 */
export function subscribeToEditor({ model, callback, trustedHosts }: SubscribeToEditorOptions): () => void {
  if (!isBrowser()) return () => {};
  if (trustedHosts?.length) trustEditorHosts(trustedHosts.join(','));
  else startEditing();
  let last = editedContent({ model });
  return subscribeEditor(() => {
    const content = editedContent({ model });
    // The store notifies on selections too: only a new version of this model's content counts.
    if (!content || content === last) return;
    last = content;
    callback(content);
  });
}
