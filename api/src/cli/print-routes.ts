import { RouteAccessTable } from '../platform/http/route-access';
import { openCliContext, runCli } from './cli-context';

/**
 * npm run routes
 * The live route table with who may call each route, read from the same metadata the auth guard
 * decides by. Building it runs the start-up check, so an undeclared route fails here too.
 */
async function main(): Promise<number> {
  const cli = await openCliContext();
  try {
    const routes = cli.app.get(RouteAccessTable).list();
    const methodWidth = Math.max(...routes.map((route) => route.method.length));
    const pathWidth = Math.max(...routes.map((route) => route.path.length));
    const lines = routes.map(
      (route) =>
        `${route.method.padEnd(methodWidth)}  ${route.path.padEnd(pathWidth)}  ${route.public ? 'public' : route.roles.join(', ')}`,
    );
    process.stdout.write(`${lines.join('\n')}\n${routes.length} routes\n`);
    return 0;
  } finally {
    await cli.close();
  }
}

runCli(main);
