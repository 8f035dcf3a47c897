/** What an uploaded file's name says (src/media/file-name.ts, docs/contract.md §14). */
import { describe, expect, it } from 'vitest';
import { nameWords } from '../../src/media/file-name.js';

describe('file name words', () => {
  it('reads photo type, sides and locales from dash-separated words', () => {
    expect(nameWords('5400117000014-pa-front-nl.jpg')).toEqual({ stem: '5400117000014-pa-front-nl', photoType: 'packshot', visibleSides: ['front'], locales: ['nl'] });
    expect(nameWords('x-LI-back-left-fr-de.PNG')).toEqual({ stem: 'x-LI-back-left-fr-de', photoType: 'lifestyle_image', visibleSides: ['back', 'left'], locales: ['fr', 'de'] });
    expect(nameWords('pack-pr.jpg').photoType).toBe('productshot');
    expect(nameWords('pill-pi-top-bottom-right.jpg')).toMatchObject({ photoType: 'pillshot', visibleSides: ['top', 'bottom', 'right'] });
  });

  it('without such words: a packshot of no sides for every locale; other words and the first are ignored', () => {
    expect(nameWords('front.jpg')).toEqual({ stem: 'front', photoType: 'packshot', visibleSides: [], locales: [] });
    expect(nameWords('leaflet-2024-en-en.pdf')).toEqual({ stem: 'leaflet-2024-en-en', photoType: 'packshot', visibleSides: [], locales: ['en'] });
    expect(nameWords('dir/sub\\name-nl')).toEqual({ stem: 'name-nl', photoType: 'packshot', visibleSides: [], locales: ['nl'] });
    expect(nameWords('.hidden-fr').locales).toEqual(['fr']);
  });
});
