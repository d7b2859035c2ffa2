import autocannon from 'autocannon';

/**
 * One route under load as the benches measure it (bench:api, bench:ranks): latency one request at a time,
 * then throughput and latency with several connections at once, all as a signed-in learner.
 */

export interface RouteFigures {
  /** One request at a time, ms. */
  p50: number;
  p99: number;
  /** With the connections at once, ms. */
  loadedP50: number;
  loadedP99: number;
  /** Requests a second with the connections at once. */
  perSecond: number;
  /** Answers that were not 2xx, in both runs. */
  failures: number;
}

export async function measureRoute(
  url: string,
  token: string,
  load: { seconds: number; connections: number },
): Promise<RouteFigures> {
  const run = (connections: number) =>
    autocannon({ url, connections, duration: load.seconds, headers: { authorization: `Bearer ${token}` } });
  const alone = await run(1);
  const loaded = await run(load.connections);
  return {
    p50: alone.latency.p50,
    p99: alone.latency.p99,
    loadedP50: loaded.latency.p50,
    loadedP99: loaded.latency.p99,
    perSecond: Math.round(loaded.requests.average),
    failures: alone.non2xx + loaded.non2xx,
  };
}
