import path from 'node:path';
import { resolveInside } from '../../../demo/server/resolveInside';

describe('the demo server serves files of its folders only', () => {
  const root = path.resolve('/srv/demo');

  it('maps a URL path to the file inside the folder', () => {
    expect(resolveInside(root, '/styles.css')).toBe(path.join(root, 'styles.css'));
    expect(resolveInside(root, 'demo.js')).toBe(path.join(root, 'demo.js'));
    expect(resolveInside(root, '/a/../b%20c.js')).toBe(path.join(root, 'b c.js'));
  });

  it('a path climbing out of the folder, even encoded, stays inside it', () => {
    expect(resolveInside(root, '/../../etc/passwd')).toBe(path.join(root, 'etc', 'passwd'));
    expect(resolveInside(root, '/%2e%2e/%2e%2e/etc/passwd')).toBe(path.join(root, 'etc', 'passwd'));
  });

  it('refuses backslashes, NUL bytes, bad encodings and the folder itself', () => {
    for (const urlPath of ['/a%5c..%5c..%5csecret', '/x%00', '/%E0%A4%A', '/', '']) {
      expect(resolveInside(root, urlPath)).toBeUndefined();
    }
  });
});
