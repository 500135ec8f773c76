import { MAX_KIT_ASSETS, kitAssetUrls, sameBuild } from './kit-assets';

const at = 'http://localhost:3000/kits/coach-kit/mf-manifest.json';

describe("a kit's files, from its federation manifest", () => {
  it('lists the remote entry and every script and style sheet the kit exposes, in its folder', () => {
    const urls = kitAssetUrls(at, {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          assets: {
            js: { sync: ['routes.1.js'], async: ['29.2.js', '460.3.js'] },
            css: { sync: ['routes.4.css'], async: ['29.5.css'] },
          },
        },
      ],
      shared: [{ assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } }],
    });
    const base = 'http://localhost:3000/kits/coach-kit/';
    expect(urls).toEqual(
      ['remoteEntry.js', 'routes.1.js', '29.2.js', '460.3.js', 'routes.4.css', '29.5.css'].map(
        (f) => base + f,
      ),
    );
  });

  it('takes a publicPath, but never a file on another origin or a non-http scheme', () => {
    const urls = kitAssetUrls(at, {
      metaData: { publicPath: '/cdn/coach/', remoteEntry: { name: 'remoteEntry.js', path: 'v2' } },
      exposes: [
        { assets: { js: { sync: ['a.js', 'https://evil.example/x.js', 'javascript:alert(1)', 42] } } },
        null,
        'nonsense',
      ],
    });
    expect(urls).toEqual([
      'http://localhost:3000/cdn/coach/v2/remoteEntry.js',
      'http://localhost:3000/cdn/coach/a.js',
    ]);
  });

  it('keeps at most MAX_KIT_ASSETS files of a hostile manifest, and nothing of garbage', () => {
    const many = Array.from({ length: 5000 }, (_, i) => `${i}.js`);
    expect(kitAssetUrls(at, { exposes: [{ assets: { js: { async: many } } }] })).toHaveLength(MAX_KIT_ASSETS);
    for (const junk of [null, 'text', 7, [], { exposes: 'x' }]) expect(kitAssetUrls(at, junk)).toEqual([]);
  });

  it('tells one build from another by its files, in any order', () => {
    expect(sameBuild(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameBuild(['a', 'b'], ['a', 'c'])).toBe(false);
    expect(sameBuild(['a'], ['a', 'b'])).toBe(false);
  });
});
