import { expect } from 'chai';
import { useState } from 'react';
import { BLOCK_TYPE, type BuilderBlock } from '../../core/types.ts';
import { BuilderContent } from '../../render/index.ts';
import { testEnv, waitFor } from '../../../test/helpers/browser.ts';
import { hydrate, mount, reactSettled, serverRendered } from '../../../test/helpers/browser-render.tsx';

type Page = { runs: string[]; widgetLoaded?: boolean };
const page = window as unknown as Page;

const YOUTUBE =
  '<div style="position: relative; padding-bottom: 56.25%; height: 0;"><iframe src="https://www.youtube.com/embed/oU3H581uCsA?rel=0" style="position: absolute; top: 0; left: 0; width: 100%; height: 100%; border: 0;"></iframe></div>';

const block = (id: string, name: string, options: Record<string, unknown>): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name, options },
  responsiveStyles: { large: { display: 'flex', flexDirection: 'column', position: 'relative', marginTop: '20px' } },
});

const content = (id: string, blocks: BuilderBlock[]) => (
  <BuilderContent content={{ id, data: { blocks } }} canTrack={false} />
);

describe('Custom Code and Embed in Chromium', () => {
  beforeEach(() => {
    page.runs = [];
  });

  it('show their embed HTML: a visible video player', async () => {
    // The player's address is routed nowhere: only the frame element and its size matter here.
    const host = mount(
      content('embeds', [
        block('builder-code', 'Custom Code', { code: YOUTUBE }),
        block('builder-embed', 'Embed', { url: 'https://www.youtube.com/watch?v=oU3H581uCsA', content: YOUTUBE }),
      ]),
    );
    for (const selector of ['.builder-custom-code iframe', '.builder-embed iframe']) {
      const frame = await waitFor(() => host.querySelector(selector), selector);
      expect(frame.getAttribute('src')).to.contain('https://www.youtube.com/embed/oU3H581uCsA');
      expect(frame.getBoundingClientRect().height).to.be.greaterThan(100);
    }
  });

  it("runs a script once, and what it changed in its own HTML stays through the page's re-renders", async () => {
    const code =
      '<p id="myPara">Hello there, I am custom HTML code!</p>\n<script>\n  const myPara = document.querySelector("#myPara");\n  myPara.innerHTML = "hello";\n  myPara.style.backgroundColor = "green";\n  runs.push("ran");\n</script>\n';
    function Page() {
      const [clicks, setClicks] = useState(0);
      return (
        <>
          <button id="rerender" onClick={() => setClicks((n) => n + 1)}>
            {clicks}
          </button>
          <BuilderContent
            content={{ id: 'dom-update', data: { blocks: [block('builder-dom', 'Custom Code', { code })] } }}
            data={{ clicks }}
            canTrack={false}
          />
        </>
      );
    }
    const host = mount(<Page />);
    const paragraph = await waitFor(() => host.querySelector<HTMLElement>('#myPara'), 'the paragraph');
    await waitFor(() => paragraph.textContent === 'hello', 'the script to run');
    host.querySelector<HTMLButtonElement>('#rerender')!.click();
    host.querySelector<HTMLButtonElement>('#rerender')!.click();
    await waitFor(() => host.querySelector('#rerender')!.textContent === '2', 'the re-renders');
    expect(host.querySelector('#myPara')!.textContent).to.equal('hello');
    expect(getComputedStyle(host.querySelector('#myPara')!).backgroundColor).to.equal('rgb(0, 128, 0)');
    expect(page.runs).to.deep.equal(['ran']);
  });

  it('runs the same HTML twice on a page (a symbol used twice): each script has its own scope', async () => {
    const code =
      '<p class="twice">x</p><script>const mine = document.querySelectorAll(".twice"); runs.push("ran " + mine.length)</script>';
    mount(
      content('twice', [block('builder-t1', 'Custom Code', { code }), block('builder-t2', 'Custom Code', { code })]),
    );
    await waitFor(() => page.runs.length === 2, 'both scripts');
    expect(page.runs).to.deep.equal(['ran 2', 'ran 2']); // no 'mine' already declared
  });

  it('loads a library once per page and runs the code after it once it has loaded or failed', async () => {
    // Loading is asynchronous, so code run without waiting would see no widget; a library
    // that fails (404 from the local service) must not stop the code after it.
    const library = `${testEnv().serviceUrl}/__no_such_script__.js`;
    const widget = URL.createObjectURL(new Blob(['window.widgetLoaded = true;'], { type: 'text/javascript' }));
    const code = (n: number) =>
      `<script src="${widget}"></script><script>runs.push("${n}:" + window.widgetLoaded)</script><script src="${library}"></script><script>runs.push("${n}:after missing")</script>`;
    mount(
      content('scripts', [
        block('builder-s1', 'Custom Code', { code: code(1) }),
        block('builder-s2', 'Embed', { content: code(2) }),
      ]),
    );
    await waitFor(() => page.runs.length === 4, 'both blocks to run their scripts');
    expect([...page.runs].sort()).to.deep.equal(['1:after missing', '1:true', '2:after missing', '2:true']);
    expect(document.head.querySelectorAll(`script[src="${widget}"]`)).to.have.length(1);
  });

  it('hydrates server HTML without a mismatch and then runs its script once', async () => {
    const element = content('hydrated', [
      block('builder-h', 'Custom Code', { code: '<p id="ssr">server</p><script>runs.push("hydrated")</script>' }),
    ]);
    const host = serverRendered(element);
    expect(page.runs, 'nothing runs from server HTML').to.deep.equal([]);
    const { errors, done } = hydrate(host, element);
    await done;
    await waitFor(() => page.runs.length, 'the script after hydration');
    // Scripts go live from an effect after the commit: once React has no work left, no other run is coming.
    await reactSettled();
    expect(page.runs).to.deep.equal(['hydrated']);
    expect(errors).to.deep.equal([]);
    expect(host.querySelector('#ssr')!.textContent).to.equal('server');
  });

  it('runs the scripts of new content after client-side navigation, not those of the old', async () => {
    function Router() {
      const [path, setPath] = useState('/one');
      const code =
        path === '/one'
          ? '<script>runs.push("one")</script>'
          : '<p id="two">two</p><script>runs.push(document.getElementById("two").textContent)</script>';
      return (
        <>
          <button id="navigate" onClick={() => setPath('/two')}>
            go
          </button>
          <BuilderContent
            key={path}
            content={{ id: path, data: { blocks: [block(`builder-${path.slice(1)}`, 'Custom Code', { code })] } }}
            canTrack={false}
          />
        </>
      );
    }
    const host = mount(<Router />);
    await waitFor(() => page.runs.length === 1, 'the first page script');
    host.querySelector<HTMLButtonElement>('#navigate')!.click();
    await waitFor(() => page.runs.length === 2, 'the second page script');
    expect(page.runs).to.deep.equal(['one', 'two']);
  });
});
