// The installable app's icons (docs/web.md, "The installable app"), drawn from the Garita mark of
// apps/web/public/favicon.svg: 192 and 512 px for launchers, and a 512 px maskable one whose mark sits inside the
// central 80 % circle Android may crop to, on a background that fills the whole square. The PNGs are committed;
// run `node scripts/make-icons.ts` again after the mark changes.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
const mark = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8').trim();
/** The mark's shapes without its rounded background square (the maskable icon draws its own). */
const glyph = mark.replace(/<title>.*?<\/title>/, '').replace(/<rect width="64" height="64"[^>]*\/>/, '');
const inner = glyph.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
const BLUE = '#10418a';

/**
 * The maskable variant: a full-bleed square and the glyph (36 units square, centred) at 90 %, so its corners stay
 * inside the safe circle (diameter 80 % of 64 = 51.2 > 36 × 0.9 × √2 ≈ 45.8).
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BLUE}"/><g transform="translate(32 32) scale(0.9) translate(-32 -32)">${inner}</g></svg>`;

async function render(svg: string, size: number, file: string): Promise<void> {
  const out = path.join(publicDir, 'icons', file);
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(out);
  console.log(`${path.relative(process.cwd(), out)}: ${fs.statSync(out).size} bytes`);
}

fs.mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
await render(mark, 192, 'icon-192.png');
await render(mark, 512, 'icon-512.png');
await render(maskable, 512, 'icon-maskable-512.png');
await render(mark, 180, 'apple-touch-icon.png');
