/**
 * Conformance: form.spec, tabs.spec and accordion.spec. These blocks belong to later issues
 * (the form block and the layout widgets), so their bullets are listed here, skipped, until
 * those blocks land and their own suites take them over.
 */
const LATER = '(block built in a later issue)';

describe('conformance: form, tabs and accordion', () => {
  describe('form.json (/form)', () => {
    for (const bullet of [
      'has exactly one <form>',
      'has exactly 2 <input>s inside the form',
      'has exactly 1 <button> "Submit" inside the form',
      'has exactly 1 <select> with 3 <option>s inside the form',
      'has exactly 1 <textarea> inside the form',
      'marks both inputs, the select and the textarea required',
      'logs "SubmissionsToEmail is required…" on submit with the placeholder address and submits nothing',
      'shows that message in the form error slot',
    ]) it.skip(`${bullet} ${LATER}`, () => {});
  });

  describe('tabs.json (/tabs)', () => {
    for (const bullet of [
      'starts on Tab 1 with "inside tab 1" visible',
      'Tab 2 becomes active and shows only its panel',
      'Tab 3 becomes active and shows only its panel',
    ]) it.skip(`${bullet} ${LATER}`, () => {});
  });

  describe('accordion.json, accordion-one-at-a-time.json, accordion-grid.json, accordion-no-detail.json', () => {
    for (const bullet of [
      '/accordion: titles are clickable and open their details',
      '/accordion: clicking an open title closes it',
      '/accordion-one-at-a-time: opening one item closes the others',
      '/accordion-grid: renders (held back)',
      '/accordion-no-detail: Item 1 opens nothing, items 2 and 3 work',
    ]) it.skip(`${bullet} ${LATER}`, () => {});
  });
});
