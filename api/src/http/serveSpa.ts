import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';

/**
 * Serves a built single-page app at `mount` with real paths: files from dist, and index.html
 * for every other GET under the mount (the SPA shows its own not-found page).
 */
export function serveSpa(app: Express, mount: string, distDir: string) {
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
  app.get(mount === '/' ? /^\/(?!api(\/|$)).*/ : new RegExp(`^${mount}(/.*)?$`), (req, res, next) => {
    if (!fs.existsSync(index)) {
      res
        .status(503)
        .type('text')
        .send(`The ${mount === '/' ? 'portal' : 'admin'} is not built yet. Run "npm run build".`);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index, (err) => err && next(err));
  });
}
