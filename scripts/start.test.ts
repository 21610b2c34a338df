// `npm start` builds the web app only when its inputs changed (scripts/start.ts): the stamp's decision on a small
// copy of the layout in a temporary folder. The build itself is not run here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashWebInputs, STAMP, WEB_OUTPUT, webBuildReason, writeStamp } from './start.ts';

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
/** A build of the current inputs, stamped as scripts/start.ts does. */
const build = () => {
  const inputs = hashWebInputs(root);
  write(WEB_OUTPUT, `<html>${Math.random()}</html>`);
  writeStamp(root, inputs);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'garita-start-'));
  write('apps/web/src/main.tsx', 'export const a = 1;');
  write('apps/web/index.html', '<div id="root"></div>');
  write('apps/web/public/favicon.svg', '<svg/>');
  write('apps/web/vite.config.ts', 'export default {};');
  write('packages/contract/src/index.ts', 'export const b = 2;');
  write('package-lock.json', '{}');
  write('tsconfig.base.json', '{}');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the web build stamp', () => {
  it('asks for a build when there is none, or one without a stamp', () => {
    expect(webBuildReason(root)).toBe('no build yet');
    write(WEB_OUTPUT, '<html></html>');
    expect(webBuildReason(root)).toBe('built without a stamp');
    build();
    expect(webBuildReason(root)).toBeNull();
  });

  it.each([
    ['a web source', 'apps/web/src/main.tsx'],
    ['a new web source', 'apps/web/src/features/new.tsx'],
    ['index.html', 'apps/web/index.html'],
    ['a public file', 'apps/web/public/favicon.svg'],
    ['the vite config', 'apps/web/vite.config.ts'],
    ['an .env file', 'apps/web/.env.production'],
    ['the contract', 'packages/contract/src/index.ts'],
    ['the lock file', 'package-lock.json'],
  ])('asks for a build after a change of %s', (_what, file) => {
    build();
    write(file, 'changed');
    expect(webBuildReason(root)).toBe('its sources changed');
  });

  it('asks for a build after a removed or renamed source', () => {
    build();
    fs.renameSync(path.join(root, 'apps/web/src/main.tsx'), path.join(root, 'apps/web/src/index.tsx'));
    expect(webBuildReason(root)).toBe('its sources changed');
    build();
    fs.rmSync(path.join(root, 'apps/web/public/favicon.svg'));
    expect(webBuildReason(root)).toBe('its sources changed');
  });

  it('asks for a build when the output was rebuilt or removed by other means', () => {
    build();
    write(WEB_OUTPUT, '<html>another build</html>');
    expect(webBuildReason(root)).toBe('built by another command since');
    build();
    fs.rmSync(path.join(root, 'apps/web/dist'), { recursive: true });
    expect(webBuildReason(root)).toBe('no build yet');
  });

  it('needs no build for what the build writes or installs, nor for files outside the web app', () => {
    build();
    write('apps/web/dist/assets/x.js', 'built');
    write('apps/web/node_modules/x/index.js', 'installed');
    write('apps/server/src/main.ts', 'server');
    write('README.md', 'docs');
    write(STAMP.replace('web-build', 'other'), '{}');
    expect(webBuildReason(root)).toBeNull();
  });
});
