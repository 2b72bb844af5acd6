import { rmSync } from 'node:fs';
import { BASE_PORT, runDirectory, startServer, templateDirectory } from './server';

/** Seeds the demo company once; every worker's server starts on a copy of it (support/server.ts). */
export default async function globalSetup() {
  const server = await startServer(BASE_PORT, templateDirectory());
  await server.stop();
  return () => rmSync(runDirectory(), { recursive: true, force: true });
}
