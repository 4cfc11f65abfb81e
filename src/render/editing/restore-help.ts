/**
 * Puts the built-in blocks' input help texts back before the editor protocol starts. In source
 * and on the server the declarations were never stripped, so there is nothing to do; the browser
 * builds replace this module (scripts/rollup/editor-help-apart.mjs) with one that restores the
 * texts that step moved out of the eager code, so they load only inside the editor's frame.
 */
export function restoreHelp(): void {}
