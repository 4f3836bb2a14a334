"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const cqrs_1 = require("@nestjs/cqrs");
const password_hasher_1 = require("../api/src/modules/auth/password-hasher");
const plan_commands_1 = require("../api/src/modules/plans/plan.commands");
const plant_commands_1 = require("../api/src/modules/plants/plant.commands");
const tenant_commands_1 = require("../api/src/modules/tenants/tenant.commands");
const concurrency_1 = require("./http/concurrency");
const harness_1 = require("./http/harness");
const seed_owners_1 = require("./http/seed-owners");
/**
 * npm run bench:tenants
 * Seeds 5,000 filter owners with 15,000 plants (3 each, 2 of them active, on the Basic plan)
 * through the same commands the API dispatches, and reports the seeding rate in events/s. Then
 * 50 connections signed in as the super admin read the filter-owner list against the served API
 * (see http/harness.ts), beside the by-key ceiling: the first page, a page deep in the list, the
 * active ones, and searches (the next term each request). Ends with `worst p99: N ms`.
 */
const OWNERS = Number(process.env.BENCH_OWNERS ?? 5000);
const PLANTS_PER_OWNER = 3;
const ACTIVE_PER_OWNER = 2;
const SEED_CONCURRENCY = 8;
const bench = {
    async seed(context) {
        const commands = context.app.get(cqrs_1.CommandBus);
        // argon2id is slow on purpose (about 0.1 s a hash): one real hash stands for every owner's, so
        // the seeding rate measures the event store and its projections, not the password hashing.
        const hasher = context.app.get(password_hasher_1.PasswordHasher, { strict: false });
        const hash = await hasher.hash('bench-password');
        hasher.hash = async () => hash;
        const [basic] = await context.dataSource.query(`SELECT id FROM subscription_plans WHERE name = 'Basic'`);
        const [{ before }] = await context.dataSource.query(`SELECT count(*)::int AS before FROM events`);
        const ownerIds = [];
        const started = Date.now();
        await (0, concurrency_1.inParallel)(Array.from({ length: OWNERS }, (_, i) => i + 1), SEED_CONCURRENCY, async (n) => {
            const name = `${seed_owners_1.OWNER_FIRST_NAMES[n % seed_owners_1.OWNER_FIRST_NAMES.length]} ${seed_owners_1.OWNER_LAST_NAMES[Math.floor(n / seed_owners_1.OWNER_FIRST_NAMES.length) % seed_owners_1.OWNER_LAST_NAMES.length]} ${n}`;
            const ownerId = await commands.execute(new tenant_commands_1.RegisterFilterOwnerCommand(name, `owner${n}@bench.test`, 'bench-password', n % 10 !== 0));
            ownerIds.push(ownerId);
            await commands.execute(new plan_commands_1.ChoosePackageCommand(ownerId, Number(basic.id), ownerId, { package_name: 'Basic' }));
            for (let p = 0; p < PLANTS_PER_OWNER; p += 1) {
                const details = {
                    name: `${name} Plant ${p + 1}`,
                    address: `Street ${n}, Lahore`,
                    phone: '0421234567',
                    phone_secondary: null,
                    default_can_rate: '50.00',
                };
                const plantId = await commands.execute(new plant_commands_1.RegisterPlantCommand(ownerId, details));
                if (p < ACTIVE_PER_OWNER)
                    await commands.execute(new plant_commands_1.ChangePlantCommand(ownerId, plantId, { type: 'ActivatePlant' }));
            }
        });
        const seconds = (Date.now() - started) / 1000;
        await context.dataSource.query(`ANALYZE`);
        const [{ after }] = await context.dataSource.query(`SELECT count(*)::int AS after FROM events`);
        const events = after - before;
        console.log(`seeded ${OWNERS} owners with ${OWNERS * PLANTS_PER_OWNER} plants through the commands: ${events} events in ${seconds.toFixed(1)} s ` +
            `(${(events / seconds).toFixed(0)} events/s, ${SEED_CONCURRENCY} concurrent)`);
        return { ownerIds, token: context.token(await context.superAdminId(), 'super_admin') };
    },
    ceilingUsers: (fixtures) => fixtures.ownerIds,
    routes(fixtures) {
        const headers = { authorization: `Bearer ${fixtures.token}` };
        const lastPage = Math.ceil(OWNERS / 15);
        let n = 0;
        const page = (path) => ({ path, headers });
        const list = (data) => Array.isArray(data?.data);
        return [
            { kind: 'read', name: 'list, first page', next: () => page('/api/super-admin/filter-owners'), checkData: list },
            {
                kind: 'read',
                name: 'list, page deep in',
                next: () => page(`/api/super-admin/filter-owners?page=${Math.max(1, lastPage - (n++ % 20))}`),
                checkData: list,
            },
            { kind: 'read', name: 'list, active only', next: () => page('/api/super-admin/filter-owners?status=active'), checkData: list },
            {
                kind: 'read',
                name: 'search (name or email)',
                next: () => page(`/api/super-admin/filter-owners?search=${encodeURIComponent(seed_owners_1.OWNER_SEARCHES[n++ % seed_owners_1.OWNER_SEARCHES.length])}`),
                checkData: list,
            },
        ];
    },
};
(0, harness_1.benchEntry)(async () => {
    const { single } = await (0, harness_1.runHttpBench)(bench);
    console.log(`worst api/raw: ${Math.min(...single.routes.map((route) => route.ratio)).toFixed(2)}`);
    console.log(`worst p99: ${Math.max(...single.routes.map((route) => route.p99))} ms`);
});
//# sourceMappingURL=tenants.bench.js.map