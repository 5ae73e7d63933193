import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/**
 * Drives `connections` keep-alive connections at one URL for `seconds` (after a short warm-up) and
 * reports throughput and latency percentiles.
 */
export async function measureLoad(options: {
  label: string;
  url: string;
  host: string;
  connections: number;
  seconds: number;
}): Promise<LoadResult> {
  const common = { url: options.url, headers: { host: options.host }, connections: options.connections };
  await autocannon({ ...common, duration: 2 });
  const result = await autocannon({ ...common, duration: options.seconds });
  return {
    label: options.label,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
