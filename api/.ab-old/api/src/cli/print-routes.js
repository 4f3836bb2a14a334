"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const route_access_1 = require("../platform/http/route-access");
const cli_context_1 = require("./cli-context");
/**
 * npm run routes
 * The live route table with who may call each route, read from the same metadata the auth guard
 * decides by. Building it runs the start-up check, so an undeclared route fails here too.
 */
async function main() {
    const cli = await (0, cli_context_1.openCliContext)();
    try {
        const routes = cli.app.get(route_access_1.RouteAccessTable).list();
        const methodWidth = Math.max(...routes.map((route) => route.method.length));
        const pathWidth = Math.max(...routes.map((route) => route.path.length));
        const lines = routes.map((route) => `${route.method.padEnd(methodWidth)}  ${route.path.padEnd(pathWidth)}  ${route.public ? 'public' : route.roles.join(', ')}`);
        process.stdout.write(`${lines.join('\n')}\n${routes.length} routes\n`);
        return 0;
    }
    finally {
        await cli.close();
    }
}
main().then((code) => process.exit(code), (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
});
//# sourceMappingURL=print-routes.js.map