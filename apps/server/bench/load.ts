import autocannon from "autocannon";

export interface LoadResult {
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
  non2xx: number;
}

/** Fires requests at `url` for a few seconds with `connections` in parallel (autocannon, in a worker thread). */
export async function load(
  scenario: string,
  options: {
    url: string;
    headers: Record<string, string>;
    connections: number;
    seconds: number;
    method?: "GET" | "POST";
    body?: string;
  },
): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    method: options.method ?? "GET",
    body: options.body,
    connections: options.connections,
    duration: options.seconds,
    workers: 1,
  });
  return {
    scenario,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}
