/** Default CSS of the Video block, once per page. */
export const videoCss = `.builder-video{width:100%;height:100%;z-index:2;border-radius:1px}
.builder-video-sizer{width:100%;pointer-events:none;font-size:0}
.builder-video-children{position:absolute;top:0;left:0;width:100%;height:100%;z-index:3;display:flex;flex-direction:column;align-items:stretch;pointer-events:none}
.builder-video-children .builder-block{pointer-events:auto}
`;
