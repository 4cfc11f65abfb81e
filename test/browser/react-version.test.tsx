/**
 * The React the browser tests run against: 19 (the repository's own) under `npm test`, 18.3 from
 * test/react18 under `npm run test:react18` (`BUILDER_REACT=18`, web-test-runner.config.mjs).
 * Fails loudly when the mapping breaks, instead of a React 18 run that quietly tests React 19.
 * (The built peer-react entry's React DOM is checked in elements-peer-react.test.tsx.)
 */
import { expect } from 'chai';
import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { version as serverVersion } from 'react-dom/server';
import { BuilderContent } from '../../src/index.ts';
import { waitFor } from '../helpers/browser.ts';
import { mount } from '../helpers/browser-render.tsx';

const expected = process.env.BUILDER_REACT === '18' ? '18.' : '19.';

describe(`the browser tests' React (${expected}x)`, () => {
  it('is the one the run asked for: react, react-dom and react-dom/server', () => {
    expect(version, 'react').to.match(new RegExp(`^${expected.replace('.', '\\.')}`));
    expect(domVersion, 'react-dom').to.equal(version);
    expect(serverVersion, 'react-dom/server').to.equal(version);
  });

  it("renders the kit's React API with it", async () => {
    const content = {
      id: 'version-check',
      data: {
        blocks: [
          {
            '@type': '@builder.io/sdk:Element',
            id: 'builder-v',
            component: { name: 'Text', options: { text: `React ${version}` } },
          },
        ],
      },
    };
    const host = mount(<BuilderContent model="page" content={content} canTrack={false} />);
    const root = await waitFor(() => host.querySelector('[builder-content-id="version-check"]'), 'the content root');
    expect(root.textContent).to.equal(`React ${version}`);
  });
});
