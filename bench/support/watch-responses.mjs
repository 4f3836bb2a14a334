/**
 * Every response of a benchmarked page must succeed and its scripts come as JavaScript: collects
 * the failures and each script's body (to weigh it), for the phone benchmarks (rider, customer page).
 */
export function watchResponses(page) {
  const scripts = new Map();
  const failures = [];
  page.on('response', (response) => {
    const url = response.url();
    if (response.status() >= 400) failures.push(`${response.status()} ${url}`);
    if (response.request().resourceType() !== 'script') return;
    if (!/javascript/.test(response.headers()['content-type'] ?? '')) failures.push(`not JavaScript: ${url}`);
    scripts.set(
      url,
      response.body().catch((error) => failures.push(`${url}: ${error.message}`)),
    );
  });
  return { scripts, failures };
}
