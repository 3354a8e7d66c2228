import { readdirSync, readFileSync } from 'node:fs';

/**
 * Partner and investor images (logos, photos, media icons), served by file name through
 * `dpholding/downloadPdfMob`. Only files of this folder can be named: the name is looked up in
 * a listing, never joined into a path. The demo images are SVG drawings; a raster name
 * (`rh-photo-P10234.jpg`) is answered with the drawing of the same stem.
 */
const imagesDir = new URL('./images/', import.meta.url);

const contentTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** A file name a caller may ask for: letters, digits, dot, dash, underscore; no path, no leading dot. */
export const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/;

export interface StoredImage {
  bytes: Buffer;
  contentType: string;
}

let listing: Map<string, string> | undefined;
function files(): Map<string, string> {
  listing ??= new Map(readdirSync(imagesDir).map((name) => [name.toLowerCase(), name]));
  return listing;
}

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The image stored under `name`, or undefined. Throws nothing for any input. */
export function findImage(name: string): StoredImage | undefined {
  if (name.length > 120 || !IMAGE_NAME.test(name)) return undefined;
  const ext = extension(name);
  if (!contentTypes[ext]) return undefined;
  let stored = files().get(name.toLowerCase());
  if (!stored && ext !== 'svg') stored = files().get(`${name.slice(0, -ext.length - 1).toLowerCase()}.svg`);
  if (!stored) return undefined;
  return {
    bytes: readFileSync(new URL(stored, imagesDir)),
    contentType: contentTypes[extension(stored)] as string,
  };
}
