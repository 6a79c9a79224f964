import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';

/** Turns index.html into the page for a path: its HTTP status and the HTML (e.g. with the page's own head tags). */
export type SpaRenderer = (pathname: string, html: string) => Promise<{ status: number; html: string }>;

/**
 * Serves a built single-page app at `mount` with real paths: files from dist, and index.html
 * for every other GET under the mount (the SPA shows its own not-found page). With `render`, the
 * index.html is passed through it first (the portal's titles and 404s: portalHead.ts).
 */
export function serveSpa(app: Express, mount: string, distDir: string, render?: SpaRenderer) {
  const index = path.join(distDir, 'index.html');
  if (mount !== '/') {
    // The bare mount goes to its folder whether or not the app is built yet, as serve-static's own
    // redirect does (a body-less answer, so the strictest policy).
    app.get(mount, (req, res, next) => {
      const [pathname, query] = req.originalUrl.split(/\?(.*)/s, 2);
      if (pathname !== mount) return next();
      res.setHeader('Content-Security-Policy', "default-src 'none'");
      res.redirect(301, `${mount}/${query ? `?${query}` : ''}`);
    });
  }
  app.use(mount, express.static(distDir, { index: false, maxAge: '1h' }));
  app.get(mount === '/' ? /^\/(?!api(\/|$)).*/ : new RegExp(`^${mount}(/.*)?$`), async (req, res, next) => {
    if (!fs.existsSync(index)) {
      res
        .status(503)
        .type('text')
        .send(`The ${mount === '/' ? 'portal' : 'admin'} is not built yet. Run "npm run build".`);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    if (!render) return res.sendFile(index, (err) => err && next(err));
    const page = await render(req.path, await fs.promises.readFile(index, 'utf8'));
    res.status(page.status).type('html').send(page.html);
  });
}
