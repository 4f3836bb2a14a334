// Each jest worker tests against a server of its own (support/global-setup.mjs starts one per
// worker), so two files running at once never share the console's settings, plans or counts.
const urls = JSON.parse(process.env.PAANI_BASE_URLS ?? '[]') as string[];
const worker = Number(process.env.JEST_WORKER_ID ?? '1');
if (urls.length > 0) process.env.PAANI_BASE_URL = urls[(worker - 1) % urls.length];

// And the address its server expects WhatsApp's Graph API at (a fake the test starts there).
const graphUrls = JSON.parse(process.env.PAANI_GRAPH_URLS ?? '[]') as string[];
if (graphUrls.length > 0) process.env.PAANI_GRAPH_URL = graphUrls[(worker - 1) % graphUrls.length];
