/**
 * The React the unit tests run against: 19 (the repository's own) under `npm test`, 18.3 from
 * test/react18 under `npm run test:react18` (`BUILDER_REACT=18`, vitest.config.mts). Fails
 * loudly when the mapping breaks, instead of a React 18 run that quietly tests React 19.
 */
import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { renderToString, version as serverVersion } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const expected = process.env.BUILDER_REACT === '18' ? '18.' : '19.';

describe(`the unit tests' React (${expected}x)`, () => {
  it('is the one the run asked for: react, react-dom and react-dom/server', () => {
    expect(version.startsWith(expected), `react ${version}`).toBe(true);
    expect(domVersion.startsWith(expected), `react-dom ${domVersion}`).toBe(true);
    expect(serverVersion.startsWith(expected), `react-dom/server ${serverVersion}`).toBe(true);
  });

  it('renders the kit with that React (react-dom/server and the kit share one React)', async () => {
    const { BuilderContent } = await import('../../src/index.ts');
    const content = {
      id: 'version-check',
      data: {
        blocks: [
          {
            '@type': '@builder.io/sdk:Element',
            id: 'builder-v',
            component: { name: 'Text', options: { text: 'React' } },
          },
        ],
      },
    };
    const html = renderToString(<BuilderContent model="page" content={content} canTrack={false} />);
    expect(html).toContain('builder-content-id="version-check"');
    expect(html).toContain('React');
  });
});
