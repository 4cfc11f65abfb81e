/**
 * Default CSS of every form block (spec §9), one text so it is injected once per page or
 * shadow root whichever form block comes first. In a cascade layer, so block styles and the
 * site's CSS always win; custom properties change the look without selectors.
 * White on the spec's #3898EC is 3.06:1, enough for WCAG AA only as large text, so the default
 * submit label is bold 14pt (18.67px); the error text is a red with 5.9:1 (pure red has 4:1).
The message takes a line of its own, also in a form that lays its fields out in a row.
 */
/** The editor's default block styles of a text field (Input, TextArea). */
export const fieldStyles = {
  paddingTop: '10px',
  paddingBottom: '10px',
  paddingLeft: '10px',
  paddingRight: '10px',
  borderRadius: '3px',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: '#ccc',
};

export const formCss = `@layer builder-defaults {
.builder-form-input,.builder-form-select,.builder-form-textarea{padding:var(--builder-input-padding,10px);border:var(--builder-input-border,1px solid #ccc);border-radius:var(--builder-input-radius,3px)}
.builder-form-submit{padding:var(--builder-submit-padding,15px 25px);border:0;border-radius:var(--builder-submit-radius,4px);background:var(--builder-submit-color,#3898ec);color:var(--builder-submit-text-color,#fff);font-weight:700;font-size:18.67px;cursor:pointer}
.builder-form-message{width:100%}
.builder-form-error-text{padding:10px;color:var(--builder-form-error-color,#c00);white-space:pre-wrap}
}
`;
