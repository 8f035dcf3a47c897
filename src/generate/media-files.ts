/**
 * Image files for a generated catalogue (`catalog generate --files`, the demo of `npm start`),
 * written beside its NDJSON files under `media-files/<item id>/<file>`, the layout an import puts
 * into the media storage (src/bulk/media-files.ts). Every photo and frontal gets the files of its
 * formats. The packs of the first NAMED_PRODUCTS products carry their own names; the other items
 * share a few coloured packs, hard-linked rather than drawn again, so that files for a catalogue of
 * 10,000 products take seconds, not the hour that drawing 20,000 pictures would.
 */
import { link, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pLimit from 'p-limit';
import { MEDIA_FILES } from '../bulk/media-files.js';
import { mediaKind } from '../domain/product-media.js';
import { drawPicture, type PictureKind } from '../media/demo-pictures.js';
import { type MediaRecord } from '../resources/media/record.js';
import { type Batch } from './catalog/pass.js';
import { hashString } from './prng.js';

/** Products whose packs show their own name. */
export const NAMED_PRODUCTS = 40;
/** Coloured packs shared by the other items. */
const SHARED_DESIGNS = 12;

export class GeneratedFiles {
  private readonly pictures = new Map<string, Promise<{ dir: string; files: string[] }>>();
  private readonly drawing = pLimit(2);
  private seen = 0;
  /** Items given files. */
  items = 0;

  /** `dir`: the catalogue's directory. */
  constructor(private readonly dir: string) {}

  /** Files for the photos and frontals of one batch of generated products. */
  async add(batch: Batch): Promise<void> {
    const named = new Map<string, string>();
    for (const product of batch.products) {
      if (this.seen++ < NAMED_PRODUCTS) named.set(product.id, product.name.nl ?? product.name.en ?? Object.values(product.name)[0] ?? product.id);
    }
    await Promise.all(batch.media.map((item) => this.addItem(item, named)));
  }

  private async addItem(item: MediaRecord, named: ReadonlyMap<string, string>): Promise<void> {
    const kind = mediaKind(item);
    if (kind === 'link') return;
    const owner = item.products.find((id) => named.has(id));
    const design = owner ?? `shared-${hashString(item.products[0] ?? String(item.id)) % SHARED_DESIGNS}`;
    const picture = await this.picture(`${kind}-${design}`, owner ? named.get(owner)! : '', hashString(design) % 360, kind);
    const target = join(this.dir, MEDIA_FILES, String(item.id));
    await mkdir(target, { recursive: true });
    await Promise.all(picture.files.map((file) => link(join(picture.dir, file), join(target, file))));
    this.items++;
  }

  /** Removes the drawn pictures' own copies: the items' hard links keep their bytes. */
  async finish(): Promise<void> {
    await rm(join(this.dir, MEDIA_FILES, '.pictures'), { recursive: true, force: true });
  }

  private picture(key: string, label: string, hue: number, kind: PictureKind) {
    let picture = this.pictures.get(key);
    if (!picture) {
      const dir = join(this.dir, MEDIA_FILES, '.pictures', key);
      picture = this.drawing(async () => ({ dir, files: await drawPicture(dir, label, hue, kind) }));
      this.pictures.set(key, picture);
    }
    return picture;
  }
}
