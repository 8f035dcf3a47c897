/**
 * The binary part of an index file (index-file.ts): typed arrays and byte strings laid end to
 * end, each at an offset aligned to 8 so that reading gives views into the file's one buffer
 * rather than copies. A structure saves itself as plain JSON holding `SectionRef`s.
 */
export interface SectionRef { at: number; bytes: number }

const ALIGN = 8;

export class SectionWriter {
  /** Parts put and not yet taken (`take`), in order, the padding between them included. */
  parts: Uint8Array[] = [];
  size = 0;

  /** The parts put since the last take, for the caller to write out: a file is written as it is made. */
  take(): Uint8Array[] {
    const taken = this.parts;
    this.parts = [];
    return taken;
  }

  put(view: ArrayBufferView): SectionRef {
    const ref = { at: this.size, bytes: view.byteLength };
    this.parts.push(new Uint8Array(view.buffer, view.byteOffset, view.byteLength));
    this.size += view.byteLength;
    const pad = (ALIGN - (this.size % ALIGN)) % ALIGN;
    if (pad > 0) {
      this.parts.push(new Uint8Array(pad));
      this.size += pad;
    }
    return ref;
  }
}

export class Sections {
  /** `data` starts at a multiple of 8 within its ArrayBuffer. */
  constructor(private readonly data: Buffer) {}

  bytes(ref: SectionRef): Buffer {
    return this.data.subarray(ref.at, ref.at + ref.bytes);
  }

  u32(ref: SectionRef): Uint32Array<ArrayBuffer> {
    return new Uint32Array(this.data.buffer as ArrayBuffer, this.data.byteOffset + ref.at, ref.bytes / 4);
  }

  f64(ref: SectionRef): Float64Array<ArrayBuffer> {
    return new Float64Array(this.data.buffer as ArrayBuffer, this.data.byteOffset + ref.at, ref.bytes / 8);
  }
}
