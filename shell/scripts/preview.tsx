// Renders the shell's pages for the sample tenant to HTML files, to look at in a browser:
//   npm run preview -w @forecourt/shell [-- <out-dir>]     (default /tmp/forecourt-shell-preview)
// Serve the folder with the client built to assets/shell/client.js to see the enhancements too.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorBody, HomeBody, NotFoundBody, renderPage, renderUnknownSitePage } from '../src/index';
import { sampleHomeProps, sampleTenant } from '../src/test-fixtures';

const outDir = process.argv[2] ?? '/tmp/forecourt-shell-preview';
const tenant = sampleTenant();
const pages = {
  home: { title: 'Home', canonicalPath: '/', body: <HomeBody {...sampleHomeProps(tenant)} /> },
  'not-found': { title: 'Page not found', canonicalPath: '/cars/gone', body: <NotFoundBody path="/cars/gone" /> },
  error: { title: 'Something went wrong', canonicalPath: '/finance', body: <ErrorBody requestId="req_7f3a9c2e1b" /> },
};

await mkdir(outDir, { recursive: true });
for (const [name, page] of Object.entries(pages)) {
  const stream = await renderPage({
    tenant,
    nonce: 'preview-nonce',
    description: `${tenant.name} preview`,
    requestOrigin: 'http://localhost:8787',
    ...page,
  });
  await writeFile(join(outDir, `${name}.html`), await new Response(stream).text());
}
await writeFile(join(outDir, 'unknown-site.html'), renderUnknownSitePage('no-such-dealer.example.com'));
console.log(`Wrote ${Object.keys(pages).length + 1} pages to ${outDir}`);
