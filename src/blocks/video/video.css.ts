/** Default CSS of the Video block, once per page: children laid over the video take pointer events again. */
export const videoCss = `.builder-video ~ div .builder-block{pointer-events:auto}
`;
