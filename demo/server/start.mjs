// @ts-check
// `npm start` / `node demo/server/start.mjs`: the local content service and the demo site on
// one port, until Ctrl-C. Environment: PORT (5000), HOST (127.0.0.1), API_KEYS (demo),
// CONTENT_DIRS (extra content folders, separated like PATH), DATA_DIR (demo/server/data),
// ALLOWED_HOSTS (host names accepted besides loopback ones and HOST, comma-separated, e.g.
// `ALLOWED_HOSTS=mybox.lan,192.168.1.20`; `.example.com` accepts every name below it).
// Requests naming any other host are refused (421), against DNS rebinding; pages on those
// hosts also get CORS answers. Set it when other devices reach the service under a name.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CONTENT_DIR, REPO_DIST_DIR, startContentService } from './service.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;

const extraDirs = (env.CONTENT_DIRS ?? '')
  .split(path.delimiter)
  .filter(Boolean)
  .map((dir) => path.resolve(dir));
const apiKeys = (env.API_KEYS ?? 'demo')
  .split(',')
  .map((key) => key.trim())
  .filter(Boolean);
const allowedHosts = (env.ALLOWED_HOSTS ?? '')
  .split(',')
  .map((host) => host.trim())
  .filter(Boolean);

try {
  const service = await startContentService({
    port: Number(env.PORT ?? 5000),
    host: env.HOST || '127.0.0.1',
    apiKeys,
    allowedHosts,
    contentDirs: [DEMO_CONTENT_DIR, ...extraDirs],
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(here, 'data'),
  });
  console.info(`Demo site          ${service.url}/`);
  console.info(`Content API        ${service.url}/api/v3/query/${apiKeys[0]}/page?userAttributes.urlPath=/`);
  console.info(`Tracking and forms ${service.url}/admin`);
  console.info(`Editor simulator   http://localhost:${service.port}/editor/  (localhost: a trusted editor host)`);
  console.info(`API keys: ${apiKeys.join(', ')} · content: ${[DEMO_CONTENT_DIR, ...extraDirs].join(', ')}`);
  if (allowedHosts.length) console.info(`Also answering for: ${allowedHosts.join(', ')}`);
  if (!existsSync(path.join(REPO_DIST_DIR, 'builder-elements.js'))) {
    console.warn('dist/builder-elements.js is missing: run `npm run build` (npm start does) to render the demo pages.');
  }
  console.info('Press Ctrl-C to stop.');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await service.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  const code = /** @type {NodeJS.ErrnoException} */ (error).code;
  if (code === 'EADDRINUSE')
    console.error(`Port ${env.PORT ?? 5000} is in use: stop the other server or set PORT, e.g. PORT=5050 npm start`);
  else console.error(error);
  process.exit(1);
}
