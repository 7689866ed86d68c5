import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RASTER_KINDS, type RasterFormat, type RasterRequest } from '@marquee/domain-models';

/**
 * Encoder settings, part of every image version: bump it when they change, so that the URLs
 * (cached a year as immutable) change with the bytes.
 */
export const RASTER_REVISION = 1;

const EXT: Record<RasterFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

type Sharp = typeof import('sharp')['default'];
let sharpModule: Promise<Sharp> | null = null;

/** sharp (libvips), loaded on the first image: an API that serves none never pays for it. */
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then((module) => {
    const sharp = module.default;
    // One libvips thread per encode and no operation cache: the machine is shared, the
    // results are cached here.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

/** Renders an SVG at a width of its kind's frame and encodes it. */
export async function encodeRaster(svg: string, request: RasterRequest): Promise<Buffer> {
  const sharp = await loadSharp();
  const frame = RASTER_KINDS[request.kind];
  const height = Math.round((request.width * frame.height) / frame.width);
  // Rasterise the vector at the target size (72 dpi is the SVG's own size), not a scaled bitmap.
  const image = sharp(Buffer.from(svg), { density: (72 * request.width) / frame.width }).resize(request.width, height, {
    fit: 'cover',
  });
  switch (request.format) {
    case 'avif':
      return image.avif({ quality: 50, effort: 2 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 74, effort: 4 }).toBuffer();
    case 'jpeg':
      return image.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  }
}

interface Job {
  run: () => Promise<void>;
  cancel: () => void;
}

/** A warming job cancelled before it started. */
class WarmingStopped extends Error {}

/**
 * At most `max` encodes at once; requests go first, warming runs only when no request waits
 * or encodes, one image at a time.
 */
class EncodeQueue {
  private running = 0;
  private readonly urgent: Job[] = [];
  private readonly idle: Job[] = [];

  constructor(private readonly max: number) {}

  add<T>(work: () => Promise<T>, urgent: boolean): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      (urgent ? this.urgent : this.idle).push({
        run: () => work().then(resolve, reject),
        cancel: () => reject(new WarmingStopped()),
      });
      this.pump();
    });
  }

  /** Cancels the warming jobs not started yet. */
  clearIdle(): void {
    for (const job of this.idle.splice(0)) job.cancel();
  }

  private pump(): void {
    while (this.running < this.max && this.urgent.length > 0) this.start(this.urgent.shift() as Job);
    if (this.running === 0 && this.idle.length > 0) this.start(this.idle.shift() as Job);
  }

  private start(job: Job): void {
    this.running++;
    job.run().finally(() => {
      this.running--;
      // Let pending I/O (requests) through between encodes.
      setImmediate(() => this.pump());
    });
  }
}

/** Options of a raster cache. */
export interface RasterCacheOptions {
  /** Folder of the encoded files (created on demand), shared by processes; null: memory only. */
  dir: string | null;
  /** Bytes of encoded images kept in memory (least recently used dropped first). */
  memoryBytes?: number;
  /** Encodes at once for requests (default 2). */
  concurrency?: number;
}

/** What a warming pass is given: an image and how to make its SVG. */
export interface WarmItem {
  request: RasterRequest;
  svg: () => string | null;
}

/**
 * Encoded artwork by URL: memory, then the disk folder, else encoded once (concurrent requests
 * for one image share the encode) and written to the folder atomically. The file name holds the
 * image's version, so a file never goes stale.
 */
export class RasterCache {
  private readonly memory = new Map<string, Buffer>();
  private memoryUsed = 0;
  /** Loads under way; `urgent` false for warming (a request does not wait behind those). */
  private readonly inFlight = new Map<string, { pending: Promise<Buffer>; urgent: boolean }>();
  private readonly queue: EncodeQueue;
  private readonly memoryBytes: number;
  private diskFailed = false;
  private warming: { stopped: boolean } | null = null;

  constructor(private readonly options: RasterCacheOptions) {
    this.memoryBytes = options.memoryBytes ?? 48 * 1024 * 1024;
    this.queue = new EncodeQueue(options.concurrency ?? 2);
  }

  private fileOf(request: RasterRequest): string {
    return `${request.slug}.${request.version}.${request.width}.${EXT[request.format]}`;
  }

  /** The encoded image (from memory, disk, or encoded now from `svg`). */
  get(request: RasterRequest, svg: string): Promise<Buffer> {
    const key = `${request.kind}/${this.fileOf(request)}`;
    const hit = this.memory.get(key);
    if (hit) {
      this.memory.delete(key);
      this.memory.set(key, hit);
      return Promise.resolve(hit);
    }
    let entry = this.inFlight.get(key);
    if (!entry?.urgent) {
      const pending = this.load(request, svg, true).finally(() => {
        if (this.inFlight.get(key)?.pending === pending) this.inFlight.delete(key);
      });
      entry = { pending, urgent: true };
      this.inFlight.set(key, entry);
    }
    return entry.pending.then((bytes) => {
      this.remember(key, bytes);
      return bytes;
    });
  }

  /** Whether the image is on disk or in memory already (nothing is encoded). */
  async has(request: RasterRequest): Promise<boolean> {
    const key = `${request.kind}/${this.fileOf(request)}`;
    if (this.memory.has(key)) return true;
    if (!this.options.dir || this.diskFailed) return false;
    return access(join(this.options.dir, key)).then(
      () => true,
      () => false,
    );
  }

  private async load(request: RasterRequest, svg: string, urgent: boolean): Promise<Buffer> {
    const dir = this.options.dir && !this.diskFailed ? join(this.options.dir, request.kind) : null;
    const path = dir ? join(dir, this.fileOf(request)) : null;
    if (path) {
      try {
        return await readFile(path);
      } catch {
        // Not encoded yet.
      }
    }
    const bytes = await this.queue.add(() => encodeRaster(svg, request), urgent);
    if (dir && path) {
      const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(temp, bytes);
        await rename(temp, path); // atomic: another process reads the whole file or none
      } catch (error) {
        await rm(temp, { force: true }).catch(() => {});
        if (!this.diskFailed)
          console.error(`[api] media cache: cannot write to ${dir}, keeping images in memory`, error);
        this.diskFailed = true;
      }
    }
    return bytes;
  }

  private remember(key: string, bytes: Buffer): void {
    if (this.memory.has(key) || bytes.length > this.memoryBytes / 4) return;
    this.memory.set(key, bytes);
    this.memoryUsed += bytes.length;
    for (const [oldKey, old] of this.memory) {
      if (this.memoryUsed <= this.memoryBytes) break;
      this.memory.delete(oldKey);
      this.memoryUsed -= old.length;
    }
  }

  /**
   * Encodes, in the background and one at a time behind requests, every image of `items` not on
   * disk yet (only with a disk folder: memory alone would not outlive the process). Resolves
   * with the number encoded, once done or stopped.
   */
  async warm(items: Iterable<WarmItem>): Promise<number> {
    if (!this.options.dir) return 0;
    const state = { stopped: false };
    this.warming = state;
    let encoded = 0;
    for (const item of items) {
      if (state.stopped || this.diskFailed) break;
      if (await this.has(item.request)) continue;
      const svg = item.svg();
      if (svg === null) continue;
      try {
        // Through the queue's idle lane; not kept in memory (requests will read the file).
        const key = `${item.request.kind}/${this.fileOf(item.request)}`;
        if (!this.inFlight.has(key)) {
          const pending = this.load(item.request, svg, false).finally(() => {
            if (this.inFlight.get(key)?.pending === pending) this.inFlight.delete(key);
          });
          this.inFlight.set(key, { pending, urgent: false });
          await pending;
          encoded++;
        }
      } catch (error) {
        if (!(error instanceof WarmingStopped)) console.error('[api] media cache: warming failed', error);
        break;
      }
    }
    return encoded;
  }

  /** Stops warming (the image being encoded finishes). */
  stop(): void {
    if (this.warming) this.warming.stopped = true;
    this.queue.clearIdle();
  }
}
