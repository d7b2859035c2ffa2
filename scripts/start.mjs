// `npm start`: set up whatever is missing; then npm's shell replaces itself with the launcher
// (apps/server/dist/launcher.js, see package.json), which serves CodeQuest (embedded SQLite unless
// DATABASE_URL is set), starts the web process (as the service user when run as root) and, without
// REDIS_URL, keeps the judge process; the server migrates the database and seeds the catalogue itself at
// start, and the launcher says whether the judge is ready. Nothing of this script stays running.
import { setup, step } from './setup.mjs';

setup();
step(`Starting CodeQuest on port ${process.env.PORT ?? 3000}`);
