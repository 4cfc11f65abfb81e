import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPE } from '../../core/types.ts';
import { Embed } from '../embed/index.ts';
import { CustomCode } from './index.ts';

const block = { '@type': BLOCK_TYPE, id: 'builder-c' };

describe('Custom Code and Embed on the server', () => {
  it('send their HTML without scripts, so nothing runs before the page hydrates', () => {
    const code =
      '<p>body</p><script>secretInline()</script><script src="https://example.com/lib.js"></script><script type="application/ld+json">{"a":1}</script>';
    for (const html of [
      renderToString(<CustomCode code={code} builderBlock={block} builderState={{}} />),
      renderToString(<Embed content={code} builderBlock={block} builderState={{}} />),
    ]) {
      expect(html).toContain('<p>body</p>');
      expect(html).not.toContain('secretInline');
      expect(html).not.toContain('lib.js');
      expect(html).toContain('<script type="application/ld+json">{"a":1}</script>');
    }
  });
});
