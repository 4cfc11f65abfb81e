/**
 * Content HTML as `dangerouslySetInnerHTML`: rich text (Text, Form:Label, Raw:Text) and the
 * owner's HTML (Custom Code, Embed), after the rules of src/core/content-markup.ts.
 */
import { type BuilderBlock, filterContentHtml } from '../core/index.ts';
import { innerHtml } from './style-html.ts';

/** `richText` is content's; otherwise the owner's. Content may hold a number or an object where text belongs: it shows as text, as before. */
export const contentHtml = (html: unknown, richText: boolean, block: BuilderBlock | undefined): { __html: string } =>
  innerHtml(filterContentHtml(String(html), richText, block?.id));
